/**
 * The signed-in shell (spec §2): header with the 'Main' nav, the small-screen menu button,
 * the 'Account menu' with 'Sign out', the offline indicator and the shared footer.
 */
import { expectVisible } from '../support/expect.js'

export const NAV_LINKS = [
  { name: 'Home', path: '/' },
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'Assessment', path: '/assessment' },
  { name: 'Journal', path: '/journal' },
  { name: 'Safety', path: '/drug-interactions' },
]

/** The h1 of every signed-in screen, by path. */
export const SIGNED_IN_HEADINGS = {
  '/': 'Today',
  '/dashboard': 'Your Wellness Dashboard',
  '/assessment': 'Health Assessment',
  '/recommendations': 'Your Assessments',
  '/drug-interactions': 'Drug Interaction Checker',
  '/journal': 'Wellness Journal',
  '/notifications': 'Notifications',
  '/community': 'Community',
  '/ai-insights': 'AI Insights',
  '/shopping': 'Supplement Store',
  '/healthcare': 'Healthcare Integration',
  // Administrators only (ADR 0034): everyone else, this spec's person included, gets the 404 page.
  '/admin': '404 Page Not Found',
  '/progress': 'Your Progress',
  '/profession-insights': 'Profession Insights',
  '/education': 'Education',
  '/settings': 'Settings',
}

export class AppShell {
  constructor(page) {
    this.page = page
    this.header = page.getByRole('banner')
    this.nav = this.header.getByRole('navigation', { name: 'Main' })
    this.menuButton = this.header.getByRole('button', { name: 'Open menu' })
    this.accountMenu = this.header.getByRole('button', { name: 'Account menu' })
    this.signOutItem = page.getByRole('menuitem', { name: 'Sign out' })
    this.offline = page.getByText("You're offline")
    this.footer = page.getByRole('contentinfo')
    this.h1 = page.getByRole('heading', { level: 1 })
  }

  async expectShown() {
    await expectVisible(this.accountMenu, 'the signed-in header (Account menu button)')
  }

  navLink(name) {
    return this.nav.getByRole('link', { name, exact: true })
  }

  /** The open small-screen menu's links (a 'Main' navigation revealed by the menu button). */
  mobileNavLink(name) {
    return this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })
  }

  async signOut() {
    await this.accountMenu.click()
    await this.signOutItem.click()
  }
}
