/**
 * Accessibility (WCAG 2.0/2.1 A and AA, axe-core): the public screens signed out, the dashboard
 * and the 404 page signed in, each in the light and the dark colour scheme.
 */
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, DEMO } from './support/fixtures.js'
import { expectNoAxeViolations } from './support/axe.js'
import { expectVisible } from './support/expect.js'

useBrowser()

let demoCookies
before(async () => {
  demoCookies = (await apiSignIn(DEMO)).playwrightCookies()
})

const SCREENS = [
  { path: '/', heading: 'Personalized supplement recommendations for working professionals' },
  { path: '/login', heading: 'Welcome Back' },
  { path: '/signup', heading: 'Create Your Account' },
  { path: '/forgot-password', heading: 'Reset Your Password' },
  { path: '/dashboard', heading: 'Your Wellness Dashboard', signedIn: true },
  { path: '/journal', heading: 'Wellness Journal', signedIn: true },
  { path: '/drug-interactions', heading: 'Drug Interaction Checker', signedIn: true },
  { path: '/supplements/1', heading: 'Vitamin D3', signedIn: true, label: 'a supplement' },
  { path: '/healthcare', heading: 'Healthcare Integration', signedIn: true },
  { path: '/notifications', heading: 'Notifications', signedIn: true },
  { path: '/no/such/page', heading: '404 Page Not Found', signedIn: true, label: 'the 404 page' },
]

for (const colorScheme of ['light', 'dark']) {
  for (const screen of SCREENS) {
    const label = `${screen.label ?? screen.path}${screen.signedIn ? ' (signed in)' : ''}, ${colorScheme}`
    pageTest(`${label}: no WCAG A/AA violations`, { contextOptions: { colorScheme } }, async ({ page, context }) => {
      if (screen.signedIn) await context.addCookies(demoCookies)
      await page.goto(screen.path)
      await expectVisible(page.getByRole('heading', { level: 1, name: screen.heading }), `the h1 '${screen.heading}'`)
      // Let lazy chunks and data arrive; the scan itself finishes the entry animations.
      await page.waitForLoadState('networkidle').catch(() => {})
      await expectNoAxeViolations(page, label)
    })
  }
}
