/**
 * Routing by sign-in state (spec §2, ADR 0005): the public screens and the landing fallback while
 * signed out, the loading state, every signed-in screen, the 404 page, the deep link kept across
 * sign-in, the header's current link and the small-screen menu.
 */
import assert from 'node:assert/strict'
import { before, describe } from 'node:test'
import { useBrowser, pageTest, PHONE } from './support/browser.js'
import { apiSession, apiSignUp, holdRoute, signIn } from './support/fixtures.js'
import { eventually, expectAttribute, expectHidden, expectPath, expectVisible } from './support/expect.js'
import { LandingPage } from './pages/landing-page.js'
import { LoginPage } from './pages/login-page.js'
import { SignupPage } from './pages/signup-page.js'
import { ForgotPasswordPage } from './pages/account-pages.js'
import { AppShell, NAV_LINKS, SIGNED_IN_HEADINGS } from './pages/app-shell.js'
import { NotFoundPage } from './pages/not-found-page.js'

useBrowser()

describe('signed out', () => {
  pageTest('/ shows the landing page', async ({ page }) => {
    await new LandingPage(page).goto('/')
  })

  pageTest('/login shows the sign-in screen', async ({ page }) => {
    await new LoginPage(page).goto()
  })

  pageTest('/signup shows the sign-up screen', async ({ page }) => {
    await new SignupPage(page).goto()
  })

  pageTest('/forgot-password shows the reset request screen', async ({ page }) => {
    await new ForgotPasswordPage(page).goto()
  })

  for (const path of ['/journal', '/dashboard', '/some/unknown']) {
    pageTest(`${path} shows the landing page at the same URL`, async ({ page }) => {
      await new LandingPage(page).goto(path)
      await expectPath(page, path)
    })
  }
})

describe('signed in', () => {
  let session
  before(async () => {
    session = await apiSession()
  })

  // A browser that may hold a session but remembers no user (this context's first visit) asks
  // /api/auth/user before routing (a first-time visitor may be answered without asking, so this
  // uses a signed-in browser).
  pageTest("a centred 'Loading...' status shows while /api/auth/user is pending", async ({ page, context }) => {
    await context.addCookies(session.cookies)
    const held = await holdRoute(page, '**/api/auth/user')
    await page.goto('/')
    const loading = page.getByRole('status').filter({ hasText: 'Loading...' })
    await expectVisible(loading, "the 'Loading...' status")
    await eventually(() => assert.ok(held.seen >= 1, 'the app asked for /api/auth/user'))
    await page.waitForTimeout(300)
    await expectVisible(loading, "the 'Loading...' status, still there while the answer is pending")

    const box = await page.getByText('Loading...', { exact: true }).boundingBox()
    assert.ok(box, "the 'Loading...' text has a box")
    const centreX = box.x + box.width / 2
    const centreY = box.y + box.height / 2
    assert.ok(Math.abs(centreX - 640) < 64, `'Loading...' is centred horizontally (centre at x=${centreX} of 1280)`)
    assert.ok(Math.abs(centreY - 400) < 120, `'Loading...' is centred vertically (centre at y=${centreY} of 800)`)

    held.release()
    await expectVisible(page.getByRole('heading', { level: 1, name: SIGNED_IN_HEADINGS['/'] }), 'the home page once the answer arrived')
    await expectHidden(loading, "the 'Loading...' status once the answer arrived")
  })

  // Once a browser remembers its user (for offline use), it opens on that user's screens without
  // waiting for the server; the answer still comes, and a 401 would switch to the landing page.
  pageTest(
    'a browser that remembers its user shows the home page while /api/auth/user is pending',
    { contextOptions: { serviceWorkers: 'block' } },
    async ({ page, context }) => {
      await context.addCookies(session.cookies)
      const home = page.getByRole('heading', { level: 1, name: SIGNED_IN_HEADINGS['/'] })
      await page.goto('/')
      await expectVisible(home, 'the home page')

      const held = await holdRoute(page, '**/api/auth/user')
      await page.reload()
      await expectVisible(home, 'the home page, while the answer is pending')
      await eventually(() => assert.ok(held.seen >= 1, 'the app still asked for /api/auth/user'))
      await expectHidden(page.getByRole('status').filter({ hasText: 'Loading...' }), "the 'Loading...' status")
      held.release()
      await page.waitForTimeout(300)
      await expectVisible(home, 'the home page once the answer arrived')
    }
  )

  for (const [path, title] of Object.entries(SIGNED_IN_HEADINGS)) {
    pageTest(`${path} shows '${title}'`, async ({ page, context }) => {
      await context.addCookies(session.cookies)
      await page.goto(path)
      const shell = new AppShell(page)
      await shell.expectShown()
      const heading = page.getByRole('heading', { level: 1, name: title, exact: true })
      try {
        await expectVisible(heading, `the h1 '${title}'`)
      } catch (error) {
        const h1s = await page.getByRole('heading', { level: 1 }).allInnerTexts()
        error.message += `\n  h1 on the page: ${h1s.length ? h1s.map((h) => JSON.stringify(h)).join(', ') : 'none'}`
        throw error
      }
      await expectPath(page, path)
    })
  }

  pageTest("an unknown path shows '404 Page Not Found'", async ({ page, context }) => {
    await context.addCookies(session.cookies)
    await page.goto('/no/such/page')
    await new NotFoundPage(page).expectShown()
    await expectVisible(page.getByText(/forget to add the page to the router/i), 'the hint about the router')
  })

  pageTest('the header marks the current link with aria-current="page"', async ({ page, context }) => {
    await context.addCookies(session.cookies)
    const shell = new AppShell(page)
    for (const current of ['/journal', '/dashboard', '/']) {
      await page.goto(current)
      await shell.expectShown()
      for (const link of NAV_LINKS) {
        const expected = link.path === current ? 'page' : null
        await expectAttribute(shell.navLink(link.name), 'aria-current', expected)
      }
    }
    // Following a header link moves the mark.
    await shell.navLink('Safety').click()
    await expectPath(page, '/drug-interactions')
    await expectAttribute(shell.navLink('Safety'), 'aria-current', 'page')
    await expectAttribute(shell.navLink('Home'), 'aria-current', null)
  })

  pageTest(
    "the shared footer: Product, Support, Legal, '© 2024 Dosewise' and the not-medical-advice statement",
    async ({ page, context }) => {
      await context.addCookies(session.cookies)
      await page.goto('/journal')
      const shell = new AppShell(page)
      await shell.expectShown()
      for (const heading of ['Product', 'Support', 'Legal']) {
        await expectVisible(shell.footer.getByRole('heading', { name: heading, exact: true }), `footer column '${heading}'`)
      }
      await expectVisible(shell.footer.getByText(/© 2024 Dosewise/), "'© 2024 Dosewise'")
      await expectVisible(
        shell.footer.getByText(/not (medical advice|a substitute for professional medical advice)/i),
        'the not-medical-advice statement'
      )
    }
  )

  pageTest('on a 360 px phone the menu button reveals the five links, by keyboard', { phone: true }, async ({ page, context }) => {
    await context.addCookies(session.cookies)
    await page.goto('/dashboard')
    const shell = new AppShell(page)
    await shell.expectShown()
    assert.equal(page.viewportSize().width, PHONE.width)
    await expectVisible(shell.menuButton, "the 'Open menu' button")
    await expectAttribute(shell.menuButton, 'aria-expanded', 'false')
    for (const link of NAV_LINKS) {
      await expectHidden(shell.mobileNavLink(link.name), `'${link.name}' before the menu is opened`)
    }

    // Keyboard only: focus the button, Enter opens it, Tab reaches the links, Enter follows one.
    await shell.menuButton.focus()
    await page.keyboard.press('Enter')
    const expanded = page.getByRole('button', { name: /menu/i, expanded: true })
    await expectVisible(expanded, 'the menu button with aria-expanded="true"')
    for (const link of NAV_LINKS) {
      await expectVisible(shell.mobileNavLink(link.name), `'${link.name}' in the opened menu`)
    }
    await expectAttribute(shell.mobileNavLink('Dashboard'), 'aria-current', 'page')

    let reached = false
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await shell.mobileNavLink('Journal').evaluate((el) => el === document.activeElement)
    }
    assert.ok(reached, "Tab reaches the menu's 'Journal' link")
    await page.keyboard.press('Enter')
    await expectPath(page, '/journal')
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Wellness Journal' }), 'the journal after following the link')
    await expectHidden(shell.mobileNavLink('Journal'), 'the menu, closed after navigating')
  })
})

pageTest('a signed-out visitor who opened /journal lands on /journal after signing in', async ({ page }) => {
  const account = await apiSignUp()
  const landing = new LandingPage(page)
  await landing.goto('/journal')
  await landing.signIn.click()
  await new LoginPage(page).expectShown()
  await signIn(page, account, { expectPath: null })
  // Once signed in and settled (no redirect still on its way), the user is on the journal.
  await new AppShell(page).expectShown()
  await page.waitForLoadState('networkidle').catch(() => {})
  await page.waitForTimeout(500)
  await expectPath(page, '/journal', { timeout: 1000 })
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Wellness Journal' }), 'the journal after signing in')
})
