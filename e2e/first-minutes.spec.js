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
      await link.scrollIntoViewIfNeeded()
      const before = await scrollY(page)
      assert.ok(before > 200, `the dashboard is scrolled down to the quick actions (scrollY ${before})`)

      // Where the page really was when the person left it: content still arriving above the link
      // may have moved it on (the browser's scroll anchoring) since it was measured.
      await page.evaluate(() => {
        window.addEventListener('click', () => (window.__leftAt = window.scrollY), { capture: true, once: true })
      })
      await link.click()
      const leftAt = await page.evaluate(() => window.__leftAt)
      assert.ok(leftAt > 200, `left the dashboard scrolled down (scrollY ${leftAt})`)
      await expectPath(page, '/drug-interactions')
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Drug Interaction Checker' }), 'the checker')
      await eventually(async () => assert.equal(await scrollY(page), 0, 'the checker opens at the top'))

      await page.goBack()
      await expectPath(page, '/dashboard')
      await eventually(async () => {
        const now = await scrollY(page)
        assert.ok(Math.abs(now - leftAt) <= 2, `Back returns to scrollY ${leftAt} (at ${now})`)
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
