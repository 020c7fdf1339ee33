/**
 * The offline-first record screens (spec §2): the wellness journal, the healthcare tabs and the
 * drug interaction checker, as a person uses them.
 */
import { expectVisible } from '../support/expect.js'

export class JournalPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Wellness Journal' })
    this.addEntry = page.getByRole('button', { name: 'Add Entry' })
    this.recent = page.getByRole('region', { name: 'Recent Entries' })
  }

  async open() {
    await this.page.goto('/journal')
    await expectVisible(this.heading, 'the Wellness Journal heading')
  }

  /** Fills and saves a new entry: ratings by their visible labels, notes, supplements taken. */
  async addEntryWith({ mood, energy, sleep, stress, notes, supplements = [] }) {
    await this.addEntry.click()
    for (const [legend, label] of [
      ['Mood', mood],
      ['Energy', energy],
      ['Sleep', sleep],
      ['Stress', stress],
    ]) {
      await this.page.getByRole('group', { name: legend }).getByLabel(label, { exact: true }).check({ force: true })
    }
    await this.page.getByLabel('Notes').fill(notes)
    for (const name of supplements) await this.page.getByRole('checkbox', { name, exact: true }).check()
    await this.page.getByRole('button', { name: 'Save Entry' }).click()
  }

  entry(notes) {
    return this.page.getByRole('article').filter({ hasText: notes })
  }
}

export class HealthcarePage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Healthcare Integration' })
  }

  async open() {
    await this.page.goto('/healthcare')
    await expectVisible(this.heading, 'the Healthcare Integration heading')
  }

  async tab(name) {
    await this.page.getByRole('tab', { name, exact: true }).click()
  }

  async fill(fields) {
    // Required fields carry a marker after their label ('Test Name *'): match the start.
    for (const [label, value] of Object.entries(fields)) await this.page.getByLabel(new RegExp(`^${label}\\b`)).fill(value)
  }

  record(text) {
    return this.page.getByRole('article').filter({ hasText: text })
  }
}

export class InteractionCheckerPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Drug Interaction Checker' })
    this.medication = page.getByLabel('Medication name', { exact: true })
    this.supplement = page.getByLabel('Supplement name', { exact: true })
    this.check = page.getByRole('button', { name: 'Check Interactions' })
    this.reset = page.getByRole('button', { name: 'Reset' })
  }

  async open() {
    await this.page.goto('/drug-interactions')
    await expectVisible(this.heading, 'the Drug Interaction Checker heading')
  }
}
