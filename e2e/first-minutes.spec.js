/**
 * What a new user notices in their first minutes (issue 14, ADR 0024): a screen opened from a
 * link starts at the top and Back returns to where they were, the skip link still reaches the
 * content, each screen names itself in the tab, and the journal's edit dialog keeps its rating
 * buttons compact.
 */
import assert from 'node:assert/strict'
import { before, describe } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSession } from './support/fixtures.js'
import { eventually, expectPath, expectVisible } from './support/expect.js'
import { AppShell } from './pages/app-shell.js'
import { JournalPage } from './pages/records-pages.js'

useBrowser()

const scrollY = (page) => page.evaluate(() => Math.round(window.scrollY))

describe('signed in', () => {
  let session
  before(async () => {
    session = await apiSession()
  })

  pageTest(
    'on a phone, a link opens the next screen at the top; Back returns to where the person was',
    { phone: true },
    async ({ page, context }) => {
      await context.addCookies(session.cookies)
      await page.goto('/dashboard')
      await new AppShell(page).expectShown()
      const link = page.getByRole('link', { name: 'Check drug interactions' })
      await expectVisible(link, "the 'Check drug interactions' quick action")
      // A person scrolls a screen that has filled in: wait until its height stops changing.
      await page.waitForLoadState('networkidle').catch(() => {})
      await eventually(async () => {
        const height = () => page.evaluate(() => document.documentElement.scrollHeight)
        const first = await height()
        await page.waitForTimeout(400)
        assert.equal(await height(), first, 'the dashboard has stopped growing')
      })
      await link.scrollIntoViewIfNeeded()
      const before = await scrollY(page)
      assert.ok(before > 200, `the dashboard is scrolled down to the quick actions (scrollY ${before})`)

      // Where the link was on the screen when the person left: what Back must bring back. (Its
      // scrollY may move on after the click — content still arriving above it, kept in place by
      // the browser's scroll anchoring — so the link's place in the window is what is compared.)
      await page.evaluate(() => {
        window.addEventListener(
          'click',
          (event) => {
            const link = event.target instanceof window.Element ? event.target.closest('a') : null
            window.__leftAt = { y: window.scrollY, top: link?.getBoundingClientRect().top ?? null }
          },
          { capture: true, once: true }
        )
      })
      await link.click()
      const leftAt = await page.evaluate(() => window.__leftAt)
      assert.ok(leftAt.y > 200, `left the dashboard scrolled down (scrollY ${leftAt.y})`)
      assert.ok(leftAt.top !== null, 'the click was on the link')
      await expectPath(page, '/drug-interactions')
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Drug Interaction Checker' }), 'the checker')
      await eventually(async () => assert.equal(await scrollY(page), 0, 'the checker opens at the top'))

      await page.goBack()
      await expectPath(page, '/dashboard')
      await eventually(async () => {
        const top = await page.getByRole('link', { name: 'Check drug interactions' }).evaluate((a) => a.getBoundingClientRect().top)
        assert.ok(Math.abs(top - leftAt.top) <= 2, `Back shows the link where it was (${leftAt.top} px from the top; now ${top})`)
      })
    }
  )

  pageTest('the skip link still moves the keyboard into the content', async ({ page, context }) => {
    await context.addCookies(session.cookies)
    await page.goto('/journal')
    await new AppShell(page).expectShown()
    await page.keyboard.press('Tab')
    await expectVisible(page.getByRole('link', { name: 'Skip to content' }), 'the skip link, focused')
    await page.keyboard.press('Enter')
    await eventually(async () => assert.equal(new URL(page.url()).hash, '#main'))
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement) ?? false)
    assert.ok(inMain, 'the next Tab focuses something inside <main>')
  })

  pageTest('each screen names itself in the browser tab', async ({ page, context }) => {
    await context.addCookies(session.cookies)
    for (const [path, title] of [
      ['/journal', 'Wellness Journal · Dosewise'],
      ['/', 'Today · Dosewise'],
      ['/no/such/page', '404 Page Not Found · Dosewise'],
    ]) {
      await page.goto(path)
      await new AppShell(page).expectShown()
      await eventually(async () => assert.equal(await page.title(), title, path))
    }
  })

  pageTest("the journal's edit dialog keeps the rating buttons at their own height (1280 px)", async ({ page, context }) => {
    await context.addCookies(session.cookies)
    const journal = new JournalPage(page)
    await journal.open()
    const notes = `Compact dialog ${Date.now()}`
    await journal.addEntryWith({ mood: 'Excellent', energy: 'High', sleep: 'Good', stress: 'Low', notes })
    await journal
      .entry(notes)
      .getByRole('button', { name: /^Edit / })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Journal Entry' })
    await expectVisible(dialog, 'the edit dialog')
    for (const legend of ['Mood', 'Energy', 'Sleep', 'Stress']) {
      const heights = await dialog
        .getByRole('group', { name: legend })
        .locator('label')
        .evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().height)))
      assert.ok(heights.length >= 3, `${legend}: its options`)
      for (const height of heights) assert.ok(height >= 44 && height <= 48, `${legend}: a ${height} px button (44 expected)`)
    }
  })
})

describe('signed out', () => {
  pageTest('the landing page and the sign-in screens name themselves in the tab', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'Dosewise — personalised supplement guidance for working professionals'],
      ['/login', 'Sign In · Dosewise'],
      ['/signup', 'Sign Up · Dosewise'],
    ]) {
      await page.goto(path)
      await eventually(async () => assert.equal(await page.title(), title, path))
    }
  })
})
