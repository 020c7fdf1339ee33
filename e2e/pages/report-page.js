/** A healthcare report page (/healthcare/reports/:kind), by roles and names. */
import { expectVisible } from '../support/expect.js'

export class ReportPage {
  constructor(page) {
    this.page = page
    this.print = page.getByRole('button', { name: 'Print' })
    this.downloadPdf = page.getByRole('button', { name: 'Download PDF' })
    this.disclaimer = page.getByRole('note', { name: 'Medical disclaimer' })
  }

  async open(kind) {
    await this.page.goto(`/healthcare/reports/${kind}`)
    await expectVisible(this.page.getByRole('heading', { level: 1 }), `the ${kind} report's heading`)
  }

  heading(title) {
    return this.page.getByRole('heading', { level: 1, name: title })
  }

  /** A section of the report, by its heading. */
  section(name) {
    return this.page.getByRole('heading', { level: 2, name, exact: true })
  }
}
