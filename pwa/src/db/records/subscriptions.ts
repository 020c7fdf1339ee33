/**
 * What a person does to a subscription (ADR 0033): written on the device and synced, so Pause,
 * Resume, Modify and Cancel work offline. Per field, the last change wins (the registry's rule).
 */
import { nextDeliveryOnResume, type Subscription, type SubscriptionFrequency } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../database'
import { deleteRecord, updateRecord } from '../writes'

export function pauseSubscription(db: UserDatabase, id: number) {
  return updateRecord(db, 'subscription', String(id), { isActive: false })
}

/** Active again; a delivery missed while paused is not sent: the next one is a period from now. */
export function resumeSubscription(db: UserDatabase, subscription: Subscription, now = new Date()) {
  return updateRecord(db, 'subscription', String(subscription.id), {
    isActive: true,
    nextDelivery: nextDeliveryOnResume(subscription.nextDelivery, subscription.frequency, now),
  })
}

export function modifySubscription(db: UserDatabase, id: number, change: { quantity: number; frequency: SubscriptionFrequency }) {
  return updateRecord(db, 'subscription', String(id), change)
}

/** Cancelling deletes the subscription (its tombstone syncs; ADR 0033). */
export function cancelSubscription(db: UserDatabase, id: number) {
  return deleteRecord(db, 'subscription', String(id))
}
