// The Orders and Subscriptions tabs from the device (ADR 0033): what a pull brought shows with no
// connection, and a subscription's owner pauses, resumes, modifies and cancels it offline — each a
// local write with its outbox entry, synced later.
import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot, seedServerRecords } from '../../testing/seed'
import ShoppingPage from './shopping-page'

let db: UserDatabase | undefined
beforeEach(() => {
  // No connection at all: every list below comes from the device.
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
})

const order = (id: number, status: string, orderedAt: string) => ({
  id,
  supplementId: 4,
  quantity: 1,
  price: 1299,
  status,
  orderUrl: `http://localhost:3333/partner/vitacart/p/vitamin-d3?ref=dosewise-001&dw_click=0195f0a0-0000-7000-8000-00000000000${id}`,
  affiliateProgramId: 1,
  orderedAt,
})

const subscription = {
  id: 7,
  supplementId: 5,
  frequency: 'monthly',
  quantity: 1,
  isActive: true,
  nextDelivery: '2026-12-20T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
}

async function open(setup: (db: UserDatabase) => Promise<unknown>, tab: 'Orders' | 'Subscriptions') {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, referenceFixture('feedfacefeedface'))
  await setup(db)
  renderWithDb(
    <Routes>
      <Route path="/" element={<ShoppingPage />} />
    </Routes>,
    db
  )
  // Radix tabs select on mousedown (and on focus with the keyboard).
  fireEvent.mouseDown(screen.getByRole('tab', { name: tab }), { button: 0 })
}

const outbox = () => db!.outbox.orderBy('seq').toArray()
const article = () => screen.getByRole('article')

describe('Orders, offline', () => {
  it('lists the orders the device has, newest first, each status as the partner last reported it', async () => {
    await open(
      (db) =>
        seedServerRecords(db, 'supplementOrder', [
          order(1, 'delivered', '2026-11-01T10:00:00.000Z'),
          order(2, 'shipped', '2026-11-10T10:00:00.000Z'),
          order(3, 'cancelled', '2026-11-12T10:00:00.000Z'),
        ]),
      'Orders'
    )
    await screen.findByRole('heading', { name: 'Order #3' })
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Order #3', 'Order #2', 'Order #1'])
    expect(cards.map((card) => within(card).getByText(/^(Pending|Confirmed|Shipped|Delivered|Cancelled)$/).textContent)).toEqual([
      'Cancelled',
      'Shipped',
      'Delivered',
    ])
    expect(await within(cards[0]!).findByText('Supplement #4 · Vitamin D3')).toBeTruthy()
    expect(
      within(cards[2]!)
        .getByRole('link', { name: /^Track Order/ })
        .getAttribute('href')
    ).toBe(order(1, '', '').orderUrl)

    // The next pull brings the partner's news: the card follows.
    await act(() => seedServerRecords(db!, 'supplementOrder', [order(2, 'delivered', '2026-11-10T10:00:00.000Z')]))
    await waitFor(() => expect(within(screen.getAllByRole('article')[1]!).getByText('Delivered')).toBeTruthy())
  })
})

describe('Subscriptions, offline', () => {
  it('Pause and Resume: written on the device with an outbox entry, waiting to sync', async () => {
    await open((db) => seedServerRecords(db, 'subscription', [subscription]), 'Subscriptions')
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }))
    await waitFor(() => expect(within(article()).getByText('Paused')).toBeTruthy())
    expect(within(article()).getByText('Waiting to sync')).toBeTruthy()
    expect((await outbox()).map(({ entity, entityId, op, patch }) => ({ entity, entityId, op, patch }))).toEqual([
      { entity: 'subscription', entityId: '7', op: 'patch', patch: { isActive: false } },
    ])

    fireEvent.click(within(article()).getByRole('button', { name: 'Resume' }))
    await waitFor(() => expect(within(article()).getByText('Active')).toBeTruthy())
    const [, resumed] = await outbox()
    expect(resumed!.patch).toMatchObject({ isActive: true })
    // A delivery that passed while paused is not sent: the next one is a month from now.
    const next = Date.parse(resumed!.patch!.nextDelivery as string)
    expect(next).toBeGreaterThan(Date.now())
  })

  it('Modify: quantity and frequency, checked before saving; the card shows the change', async () => {
    await open((db) => seedServerRecords(db, 'subscription', [subscription]), 'Subscriptions')
    fireEvent.click(await screen.findByRole('button', { name: 'Modify' }))
    const dialog = await screen.findByRole('dialog', { name: 'Modify subscription' })
    const quantity = within(dialog).getByRole('spinbutton', { name: /Quantity/ })
    expect((quantity as HTMLInputElement).value).toBe('1')
    const frequency = within(dialog).getByRole('combobox', { name: /Frequency/ })
    expect(
      within(frequency)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['Monthly', 'Every 2 months', 'Every 3 months'])

    fireEvent.change(quantity, { target: { value: '0' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Number must be greater than or equal to 1')).toBeTruthy()
    expect(quantity.getAttribute('aria-invalid')).toBe('true')
    expect(await outbox()).toEqual([])

    fireEvent.change(quantity, { target: { value: '3' } })
    fireEvent.change(frequency, { target: { value: 'every-3-months' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(article()).getByText('delivery every 3 months')).toBeTruthy())
    expect(within(article()).getByText('Quantity:').parentElement!.textContent).toBe('Quantity: 3')
    expect((await outbox()).map((entry) => entry.patch)).toEqual([{ quantity: 3, frequency: 'every-3-months' }])
  })

  it('Cancel asks first; keeping it changes nothing, cancelling deletes it and focus goes to the tab', async () => {
    await open((db) => seedServerRecords(db, 'subscription', [subscription]), 'Subscriptions')
    // Named from the catalogue once it has been read.
    await screen.findByRole('heading', { name: 'Supplement #5 · Magnesium Glycinate' })
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' })
    expect(within(dialog).getByText(/Supplement #5 · Magnesium Glycinate will not be delivered any more/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await outbox()).toEqual([])

    fireEvent.click(within(article()).getByRole('button', { name: 'Cancel subscription' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this subscription?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }))
    expect(await screen.findByRole('heading', { name: 'No subscriptions' })).toBeTruthy()
    expect((await outbox()).map(({ entity, entityId, op }) => ({ entity, entityId, op }))).toEqual([
      { entity: 'subscription', entityId: '7', op: 'delete' },
    ])
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Subscriptions' })))
  })
})
