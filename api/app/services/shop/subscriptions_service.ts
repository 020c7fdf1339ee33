/**
 * Subscriptions (spec §2 Shopping; ADR 0033): made by the server through POST /api/subscriptions
 * (online), then the person's own synced record — Pause/Resume and Modify change it through sync,
 * offline too, and cancelling deletes it.
 */
import { firstDelivery } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'
import { isForeignKeyViolation } from '#services/db_errors'
import type { PageQuery } from '#validators/paging'
import type { SubscriptionInput } from '#validators/shop'
import { listRecords } from '#services/records/records_service'
import { toReadShape } from '#services/sync/record_store'
import { createAsServer } from '#services/sync/server_change'
import { supplementNotFound } from '#services/shop/partner_clicks'

/** A page of the person's subscriptions, newest first; cancelled ones are gone. */
export function listSubscriptions(userId: number, query: PageQuery) {
  return listRecords('subscription', userId, query)
}

/** Starts an active subscription; the first delivery is one period (a month, by default) from now. */
export async function createSubscription(userId: number, input: SubscriptionInput) {
  const supplement = await Supplement.find(input.supplementId)
  if (!supplement) throw supplementNotFound()
  const now = new Date()
  try {
    const row = await createAsServer(userId, 'subscription', {
      supplementId: supplement.id,
      frequency: input.frequency,
      quantity: input.quantity,
      isActive: true,
      nextDelivery: firstDelivery(input.frequency, now),
    })
    return toReadShape('subscription', row)
  } catch (error) {
    if (isForeignKeyViolation(error)) throw supplementNotFound()
    throw error
  }
}
