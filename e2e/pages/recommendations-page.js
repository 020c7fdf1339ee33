/**
 * Your Personalized Recommendations (/recommendations/{id}) and Your Assessments
 * (/recommendations), as a person reads and uses them: by roles and accessible names.
 */
import { expectVisible } from '../support/expect.js'

export const PRIORITY_BADGES = ['HIGH PRIORITY', 'MEDIUM PRIORITY', 'LOW PRIORITY']

export class RecommendationsPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' })
    this.list = page.getByRole('list', { name: 'Your Supplements' })
    this.summary = page.getByRole('complementary', { name: 'Plan summary' })
    this.cost = this.summary.getByRole('region', { name: 'Estimated monthly cost' })
    this.costPerSupplement = this.summary.getByRole('list', { name: 'Cost per supplement' })
    this.timetable = page.getByRole('list', { name: 'Daily timetable' })
    this.save = page.getByRole('button', { name: 'Save Recommendations', exact: true })
    this.setReminders = page.getByRole('button', { name: 'Set Reminders', exact: true })
    this.shop = page.getByRole('button', { name: 'Shop Supplements', exact: true })
    this.savedAsStack = page.getByText('Saved as your stack', { exact: true })
  }

  async open(id) {
    await this.page.goto(`/recommendations/${id}`)
    await this.expectShown()
  }

  async expectShown({ timeout = 30_000 } = {}) {
    await expectVisible(this.heading, 'the Your Personalized Recommendations heading')
    // The device's plan at once, or the server's once synced.
    await expectVisible(this.list, 'the list of recommended supplements', { timeout })
  }

  /** The recommended supplements in the order shown: name, badge and where the name links. */
  async items() {
    const items = []
    for (const card of await this.list.getByRole('article').all()) {
      const link = card.getByRole('heading', { level: 3 }).getByRole('link')
      const badge = card.getByText(/^(HIGH|MEDIUM|LOW) PRIORITY$/)
      items.push({
        name: (await link.textContent()).trim(),
        href: await link.getAttribute('href'),
        badge: (await badge.textContent()).trim(),
      })
    }
    return items
  }

  /** The moments of the timetable that hold something of the plan ('Recommended'), as 'HH:MM'. */
  async planTimes() {
    const times = []
    for (const moment of await this.timetable.locator(':scope > li').all()) {
      if ((await moment.getByText('Recommended', { exact: true }).count()) > 0)
        times.push((await moment.locator('time').textContent()).trim())
    }
    return times
  }
}

export class AssessmentsPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Your Assessments' })
    this.list = page.getByRole('list', { name: 'Assessments' })
  }

  async open() {
    await this.page.goto('/recommendations')
    await expectVisible(this.heading, 'the Your Assessments heading')
  }

  /** The link to one assessment's recommendations. */
  linkTo(id) {
    return this.list.locator(`a[href="/recommendations/${id}"]`)
  }
}
