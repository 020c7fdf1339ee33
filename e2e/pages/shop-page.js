/**
 * The Supplement Store (spec §2 Shopping): the Shop tab's cards, the Orders and Subscriptions
 * tabs, as a person finds them (roles and accessible names).
 */
import { expectVisible } from '../support/expect.js'

export class ShopPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1, name: 'Supplement Store' })
    this.cards = page.getByRole('article')
    this.showAll = page.getByRole('link', { name: 'Show all supplements' })
  }

  /** Opens the store (optionally with `?items=`) and waits for its cards (the catalogue arrives by sync). */
  async open(items) {
    await this.page.goto(items ? `/shopping?items=${items.join(',')}` : '/shopping')
    await expectVisible(this.heading, 'the Supplement Store heading')
    await expectVisible(this.cards, 'the store’s supplement cards (after the catalogue download)', { timeout: 30_000 })
  }

  card(name) {
    return this.page.getByRole('article', { name, exact: true })
  }

  /** The headings of the cards shown, in order. */
  async cardNames() {
    return this.cards.getByRole('heading').allTextContents()
  }

  orderNow(name) {
    return this.card(name).getByRole('button', { name: 'Order Now' })
  }

  async tab(name) {
    await this.page.getByRole('tab', { name, exact: true }).click()
  }

  /** A card of the Orders tab, found by its supplement's line. */
  order(supplement) {
    return this.page.getByRole('article').filter({ hasText: `Supplement #${supplement.id} · ${supplement.name}` })
  }

  /** A card of the Subscriptions tab, by its heading ('Supplement #4 · Vitamin D3'). */
  subscription(supplement) {
    return this.page.getByRole('article', { name: `Supplement #${supplement.id} · ${supplement.name}` })
  }
}

/** The partner stand-in's page (ADR 0033), in the tab an order opened. */
export class PartnerStandInPage {
  constructor(page) {
    this.page = page
    this.heading = page.getByRole('heading', { level: 1 })
    this.orderLine = page.getByText(/^Order #\d+ at Dosewise is/)
  }

  /** Presses the button that sends this postback; the page comes back saying it was sent. */
  async send(status) {
    await this.page.getByRole('button', { name: `Send ‘${status}’` }).click()
    await expectVisible(this.page.getByRole('status').getByText(`Postback ‘${status}’ sent`), `the '${status}' postback sent`)
  }
}
