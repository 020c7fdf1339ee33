/**
 * The rules of the shop both ends agree on (ADR 0033): which order status may follow which, and
 * when a subscription delivers next. Pure: the moment is always passed in.
 *
 * Invariant: an order only moves forward — pending → confirmed → shipped → delivered — or is
 * cancelled before it is delivered; delivered and cancelled are final.
 */
import {
  ORDER_STATUSES,
  SUBSCRIPTION_FREQUENCIES,
  SUBSCRIPTION_FREQUENCY_MONTHS,
  type OrderStatus,
  type SubscriptionFrequency,
} from '../enums.js'

/** The statuses each status may move to. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
}

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value)

export function canMoveOrder(from: string, to: OrderStatus): boolean {
  return isOrderStatus(from) && ORDER_TRANSITIONS[from].includes(to)
}

/** Why an order cannot move from `from` to `to`, in words a partner's developer can act on; null when it can. */
export function orderMoveRefusal(from: string, to: OrderStatus): string | null {
  if (canMoveOrder(from, to)) return null
  if (from === to) return `This order is already ${to}.`
  const next = isOrderStatus(from) ? ORDER_TRANSITIONS[from] : []
  const after = next.length === 0 ? 'it cannot change any more' : `it can only become ${next.join(' or ')}`
  return `An order that is ${from} cannot become ${to}: ${after}.`
}

export function isSubscriptionFrequency(value: string): value is SubscriptionFrequency {
  return (SUBSCRIPTION_FREQUENCIES as readonly string[]).includes(value)
}

/**
 * `months` calendar months after `from` (UTC), on the same day of the month or the last day of a
 * shorter month: 31 January + 1 month is 28 or 29 February, never 3 March.
 */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

/** A new subscription's first delivery: one period (a month, by default) after it was made. */
export function firstDelivery(frequency: string, now: Date): string {
  const months = isSubscriptionFrequency(frequency) ? SUBSCRIPTION_FREQUENCY_MONTHS[frequency] : 1
  return addMonths(now, months).toISOString()
}

/**
 * The next delivery when a paused subscription is resumed: the one it had, if it is still ahead;
 * otherwise one period from now (deliveries missed while paused are not sent afterwards).
 */
export function nextDeliveryOnResume(nextDelivery: string | null, frequency: string, now: Date): string {
  const planned = nextDelivery === null ? Number.NaN : Date.parse(nextDelivery)
  if (!Number.isNaN(planned) && planned > now.getTime()) return nextDelivery!
  return firstDelivery(frequency, now)
}
