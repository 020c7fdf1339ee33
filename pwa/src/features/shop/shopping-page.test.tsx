// The store's orders and subscriptions against the real API process (its own SQLite database,
// the seeded catalogue): nothing about the server is mocked. jsdom has no HTTP of its own, so
// `SameOriginBrowser` plays the browser's part — relative URLs go to the API's origin, cookies
// are kept, the XSRF-TOKEN cookie is readable by the page — and notes every request the page
// makes. `window.open` is stubbed only to see which tab the app opens. Orders and subscriptions
// are synced records (ADR 0033): what the server answers is kept on the device at once, and the
// Orders and Subscriptions tabs read the device.
import 'fake-indexeddb/auto'
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { Navigate, Route, Routes } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { referenceSnapshotSchema, type ReferenceSnapshot } from '@dosewise/sync-protocol'
import { freePort, startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { seedReferenceSnapshot } from '../../testing/seed'
import { OFFLINE_MESSAGE } from './shop-api'
import ShoppingPage from './shopping-page'

// Answers come from a real server process on a shared machine: wait up to 5 s, not 1 s.
configure({ asyncUtilTimeout: 5000 })

let server: ApiServer
let snapshot: ReferenceSnapshot
let db: UserDatabase | undefined
/** A shop supplement with more than two benefits, and two more, from the real catalogue. */
let shop: ReferenceSnapshot['supplements']

beforeAll(async () => {
  server = await startApiServer()
  const anonymous = new SameOriginBrowser(server.url)
  snapshot = referenceSnapshotSchema.parse(await (await anonymous.fetch('/api/reference/snapshot')).json())
  shop = snapshot.supplements.filter((supplement) => supplement.recommendable).slice(0, 3)
  if (shop.length < 3) throw new Error(`The API seeded ${snapshot.supplements.length} supplements:\n${server.output()}`)
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

async function signedIn(firstName: string) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  return browser
}

/** The store at `url` for `as`, with the real catalogue on the device. */
async function show(as: SameOriginBrowser, url = `/shopping?items=${shop.map((supplement) => supplement.id).join(',')}`) {
  as.openPage()
  vi.stubGlobal('fetch', as.pageFetch)
  db = newUserDatabase()
  await seedReferenceSnapshot(db, snapshot)
  renderWithDb(
    <Routes>
      <Route path="/" element={<Navigate to={url} replace />} />
      <Route path="/shopping" element={<ShoppingPage />} />
    </Routes>,
    db
  )
  await screen.findByRole('article', { name: shop[0]!.name })
}

/** window.open, observed: the app opens an empty tab at once, then sends it to the partner or closes it. */
function watchNewTabs() {
  const sentTo = vi.fn<(url: string) => void>()
  const close = vi.fn()
  const tab = {
    opener: window as Window | null,
    location: { replace: sentTo },
    close,
    document: document.implementation.createHTMLDocument(''),
  }
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window)
  return { open, tab, sentTo, close }
}

/** The requests of the page besides the ratings every visit fetches. */
const shopRequests = (browser: SameOriginBrowser) => browser.requests.filter((request) => request !== 'GET /api/supplement-ratings')

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const toastTitled = async (title: string) => (await within(toastRegion()).findByText(title)).closest('li')!
const card = (name: string) => screen.getByRole('article', { name })
const openTab = (name: string) => {
  // Radix tabs select on mousedown (and on focus with the keyboard).
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })
}
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('Supplement Store against the real API', () => {
  it('empty Orders and Subscriptions tabs say so, and their buttons lead back to the Shop tab', async () => {
    await show(await signedIn('Nora'))

    openTab('Orders')
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy()
    expect(screen.getByText('Start shopping for your recommended supplements!')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Browse Supplements' }))
    expect(screen.getByRole('tab', { name: 'Shop', selected: true })).toBe(document.activeElement)
    expect(card(shop[0]!.name)).toBeTruthy()

    openTab('Subscriptions')
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy()
    expect(screen.getByText('Set up automatic deliveries to never run out of your supplements.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Create Subscription' }))
    expect(screen.getByRole('tab', { name: 'Shop', selected: true })).toBe(document.activeElement)
  }, 30_000)

  it('Order Now: a tab at once; the partner link, then the order; the Orders tab shows it and the tab goes to the partner', async () => {
    const viewer = await signedIn('Olga')
    const supplement = shop[1]!
    await show(viewer)
    const tabs = watchNewTabs()

    fireEvent.click(within(card(supplement.name)).getByRole('button', { name: 'Order Now' }))
    // Opened in the click itself, before any answer: no browser blocks it.
    expect(tabs.open).toHaveBeenCalledTimes(1)
    expect(tabs.open.mock.calls[0]!.slice(0, 2)).toEqual(['', '_blank'])
    expect(tabs.tab.opener).toBeNull()
    expect(tabs.tab.document.body.textContent).toBe('Opening the partner shop…')
    expect(tabs.sentTo).not.toHaveBeenCalled()

    const toast = await toastTitled('Order placed successfully')
    expect(within(toast).getByText("You'll be redirected to complete your purchase.")).toBeTruthy()
    expect(toast.getAttribute('data-variant')).toBe('success')
    expect(shopRequests(viewer)).toEqual([`GET /api/affiliate/${supplement.id}`, 'POST /api/supplement-orders'])
    const [placed] = await (await viewer.fetch('/api/supplement-orders')).json()
    // Sent to the partner link of this order's own click.
    expect(placed.orderUrl).toMatch(/[?&]dw_click=[0-9a-f-]{36}$/)
    expect(tabs.sentTo).toHaveBeenCalledWith(placed.orderUrl)
    expect(tabs.close).not.toHaveBeenCalled()

    // The Orders tab reads the device: the order is there without fetching the list.
    openTab('Orders')
    const [order] = await screen.findAllByRole('article')
    expect(within(order!).getByRole('heading', { name: `Order #${placed.id}` })).toBeTruthy()
    expect(within(order!).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date()))).toBeTruthy()
    expect(within(order!).getByText('Pending')).toBeTruthy()
    expect(within(order!).getByText(`Supplement #${supplement.id} · ${supplement.name}`)).toBeTruthy()
    expect(within(order!).getByText('Quantity:').parentElement!.textContent).toBe('Quantity: 1')
    expect(within(order!).getByText('Price:').parentElement!.textContent).toBe(`Price: ${money(supplement.price)}`)
    const track = within(order!).getByRole('link', { name: /^Track Order/ })
    expect(track.getAttribute('href')).toBe(placed.orderUrl)
    expect(track.getAttribute('target')).toBe('_blank')
    expect(track.getAttribute('rel')).toContain('noopener')
    expect(shopRequests(viewer)).not.toContain('GET /api/supplement-orders')
  }, 30_000)

  it('when the browser blocks the new tab, the success toast offers to open the partner shop', async () => {
    const viewer = await signedIn('Pia')
    const supplement = shop[2]!
    await show(viewer)
    const blocked = vi.spyOn(window, 'open').mockReturnValue(null)

    fireEvent.click(within(card(supplement.name)).getByRole('button', { name: 'Order Now' }))
    const toast = await toastTitled('Order placed successfully')
    expect(blocked).toHaveBeenCalledTimes(1)
    const tabs = watchNewTabs()
    fireEvent.click(within(toast).getByRole('button', { name: 'Open partner shop' }))
    const [placed] = await (await viewer.fetch('/api/supplement-orders')).json()
    expect(tabs.sentTo).toHaveBeenCalledWith(placed.orderUrl)
  }, 30_000)

  it('a failed order shows the destructive toast and closes the tab it opened: none stays', async () => {
    const leaving = await signedIn('Lena')
    await show(leaving)
    // The session ends elsewhere (another tab signs out): the partner link is refused.
    await leaving.send('POST', '/api/auth/logout')
    const tabs = watchNewTabs()

    fireEvent.click(within(card(shop[0]!.name)).getByRole('button', { name: 'Order Now' }))
    const toast = await toastTitled('Error placing order')
    expect(toast.getAttribute('data-variant')).toBe('destructive')
    expect(within(toast).getByText('Please try again later.')).toBeTruthy()
    expect(tabs.close).toHaveBeenCalledTimes(1)
    expect(tabs.sentTo).not.toHaveBeenCalled()
    expect(leaving.requests).not.toContain('POST /api/supplement-orders')
  }, 30_000)

  it('a server that cannot be reached: the same failure toast, the tab closed', async () => {
    const viewer = await signedIn('Rosa')
    await show(viewer)
    viewer.origin = `http://127.0.0.1:${await freePort()}`
    const tabs = watchNewTabs()
    fireEvent.click(within(card(shop[0]!.name)).getByRole('button', { name: 'Order Now' }))
    expect(await toastTitled('Error placing order')).toBeTruthy()
    expect(tabs.close).toHaveBeenCalledTimes(1)
    expect(tabs.sentTo).not.toHaveBeenCalled()
  }, 30_000)

  it('Subscribe & Save: monthly, one; the toast, and the Subscriptions tab shows it from the device', async () => {
    const viewer = await signedIn('Sven')
    const supplement = shop[0]!
    await show(viewer)

    fireEvent.click(within(card(supplement.name)).getByRole('button', { name: 'Subscribe & Save' }))
    const toast = await toastTitled('Subscription created')
    expect(within(toast).getByText('Your supplement subscription is now active.')).toBeTruthy()
    expect(shopRequests(viewer)).toEqual(['POST /api/subscriptions'])

    openTab('Subscriptions')
    const subscription = await screen.findByRole('article')
    const [created] = await (await viewer.fetch('/api/subscriptions')).json()
    expect(created).toMatchObject({ supplementId: supplement.id, frequency: 'monthly', quantity: 1, isActive: true })
    expect(within(subscription).getByRole('heading', { name: `Supplement #${supplement.id} · ${supplement.name}` })).toBeTruthy()
    expect(within(subscription).getByText('monthly delivery')).toBeTruthy()
    expect(within(subscription).getByText('Active')).toBeTruthy()
    expect(within(subscription).getByText('Quantity:').parentElement!.textContent).toBe('Quantity: 1')
    const next = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(created.nextDelivery))
    expect(within(subscription).getByText('Next:').parentElement!.textContent).toBe(`Next: ${next}`)
    for (const name of ['Modify', 'Pause', 'Cancel subscription']) {
      expect(within(subscription).getByRole('button', { name }).getAttribute('aria-disabled')).toBeNull()
    }
    expect(shopRequests(viewer)).toEqual(['POST /api/subscriptions'])
  }, 30_000)

  it('offline: the store still shows, its buttons say they need a connection, and nothing is sent', async () => {
    const viewer = await signedIn('Olli')
    await show(viewer)
    const tabs = watchNewTabs()
    setOnline(false)

    const note = screen.getByText(OFFLINE_MESSAGE).closest('[role="status"]')!
    const orderNow = within(card(shop[0]!.name)).getByRole('button', { name: 'Order Now' })
    expect(orderNow.getAttribute('aria-disabled')).toBe('true')
    expect(orderNow.getAttribute('aria-describedby')).toBe(note.id)
    fireEvent.click(orderNow)
    expect(await toastTitled(OFFLINE_MESSAGE)).toBeTruthy()
    fireEvent.click(within(card(shop[0]!.name)).getByRole('button', { name: 'Subscribe & Save' }))
    expect(tabs.open).not.toHaveBeenCalled()
    expect(shopRequests(viewer)).toEqual([])

    // The lists are on the device: they show offline, and nothing is fetched for them.
    openTab('Orders')
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy()
    openTab('Subscriptions')
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy()
    expect(shopRequests(viewer)).toEqual([])
  }, 30_000)
})
