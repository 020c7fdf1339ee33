/**
 * The signed-in fallback for an unknown path (spec §2): '404 Page Not Found'.
 */
import { expectVisible } from '../support/expect.js'

export class NotFoundPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: '404 Page Not Found' })
  }

  async expectShown() {
    await expectVisible(this.heading, 'the 404 page heading')
  }
}
