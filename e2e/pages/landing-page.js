/**
 * The public landing page (spec §2): `/`, and every other path while signed out.
 */
import { expectVisible } from '../support/expect.js'

export const LANDING_TITLE = 'Personalized supplement recommendations for working professionals'
export const FEATURE_TITLES = ['Job-Specific Recommendations', 'Peer Comparison Data', 'Drug Interaction Checking']
export const STEP_TITLES = ['Take the Assessment', 'Get Your Recommendations', 'Track Your Progress']
export const TAGLINE = 'Personalized supplement recommendations based on science and your lifestyle.'
export const FOOTER_PLACEHOLDERS = ['About', 'Help', 'Contact', 'FAQ']
/** Footer items that lead to a page of ours (the spec gives them no target; issue 14 added the pages). */
export const FOOTER_PAGES = [
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
]

export class LandingPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: LANDING_TITLE })
    this.header = page.getByRole('banner')
    this.signIn = page.getByRole('link', { name: 'Sign In', exact: true })
    this.getStarted = page.getByRole('link', { name: 'Get Started', exact: true })
    this.startFreeAssessment = page.getByRole('link', { name: 'Start Free Assessment', exact: true })
    this.viewDemo = page.getByRole('link', { name: 'View Demo', exact: true })
    this.startYourFreeAssessment = page.getByRole('link', { name: 'Start Your Free Assessment', exact: true })
    this.howItWorks = page.getByRole('heading', { level: 2, name: 'How It Works' })
    this.footer = page.getByRole('contentinfo')
  }

  async goto(path = '/') {
    await this.page.goto(path)
    await this.expectShown()
  }

  async expectShown() {
    await expectVisible(this.heading, 'the landing page heading')
  }

  featureTitle(title) {
    return this.page.getByRole('heading', { level: 3, name: title, exact: true })
  }

  footerLink(name) {
    return this.footer.getByRole('link', { name, exact: true })
  }
}
