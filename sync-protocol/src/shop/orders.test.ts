import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../enums.js'
import { addMonths, canMoveOrder, firstDelivery, nextDeliveryOnResume, orderMoveRefusal } from './orders.js'

describe('order statuses', () => {
  it('move forward one step at a time: pending → confirmed → shipped → delivered', () => {
    expect(canMoveOrder('pending', 'confirmed')).toBe(true)
    expect(canMoveOrder('confirmed', 'shipped')).toBe(true)
    expect(canMoveOrder('shipped', 'delivered')).toBe(true)
    expect(canMoveOrder('pending', 'shipped')).toBe(false)
    expect(canMoveOrder('pending', 'delivered')).toBe(false)
    expect(canMoveOrder('shipped', 'confirmed')).toBe(false)
  })

  it('can be cancelled until delivered; delivered and cancelled are final', () => {
    for (const from of ['pending', 'confirmed', 'shipped']) expect(canMoveOrder(from, 'cancelled')).toBe(true)
    for (const to of ORDER_STATUSES) {
      expect(canMoveOrder('delivered', to)).toBe(false)
      expect(canMoveOrder('cancelled', to)).toBe(false)
    }
  })

  it('an unknown stored status moves nowhere', () => {
    expect(canMoveOrder('lost in the post', 'delivered')).toBe(false)
  })

  it('says why a move is refused and what may come next', () => {
    expect(orderMoveRefusal('pending', 'confirmed')).toBeNull()
    expect(orderMoveRefusal('pending', 'delivered')).toBe(
      'An order that is pending cannot become delivered: it can only become confirmed or cancelled.'
    )
    expect(orderMoveRefusal('delivered', 'cancelled')).toBe(
      'An order that is delivered cannot become cancelled: it cannot change any more.'
    )
    expect(orderMoveRefusal('shipped', 'shipped')).toBe('This order is already shipped.')
  })
})

describe('subscription deliveries', () => {
  it('add calendar months, keeping the day or the last day of a shorter month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00.000Z'), 1).toISOString()).toBe('2026-02-15T10:00:00.000Z')
    expect(addMonths(new Date('2026-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addMonths(new Date('2028-01-31T10:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z')
    expect(addMonths(new Date('2026-11-30T10:00:00.000Z'), 3).toISOString()).toBe('2027-02-28T10:00:00.000Z')
  })

  it('the first delivery is one period after the subscription was made', () => {
    const now = new Date('2026-05-10T08:00:00.000Z')
    expect(firstDelivery('monthly', now)).toBe('2026-06-10T08:00:00.000Z')
    expect(firstDelivery('every-2-months', now)).toBe('2026-07-10T08:00:00.000Z')
    expect(firstDelivery('every-3-months', now)).toBe('2026-08-10T08:00:00.000Z')
  })

  it('resuming keeps a delivery still ahead, and replaces one that passed while paused', () => {
    const now = new Date('2026-05-10T08:00:00.000Z')
    expect(nextDeliveryOnResume('2026-05-20T08:00:00.000Z', 'monthly', now)).toBe('2026-05-20T08:00:00.000Z')
    expect(nextDeliveryOnResume('2026-05-01T08:00:00.000Z', 'monthly', now)).toBe('2026-06-10T08:00:00.000Z')
    expect(nextDeliveryOnResume(null, 'every-2-months', now)).toBe('2026-07-10T08:00:00.000Z')
  })
})
