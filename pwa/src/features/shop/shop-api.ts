/**
 * The shop's endpoints (spec §7, ADR 0033). Placing an order or a subscription needs the network
 * (docs/architecture.md); the record the server answers with goes into the local database at once,
 * where the Orders and Subscriptions tabs read it (and the next pull brings its version). Every
 * answer is checked against the contract's schemas before the screen trusts it.
 */
import { z } from 'zod'
import {
  SUBSCRIPTION_FREQUENCY_DEFAULT,
  affiliateLinkSchema,
  subscriptionSchema,
  supplementOrderSchema,
  supplementRatingsSchema,
  type Subscription,
  type SupplementOrder,
  type SupplementRating,
  type SyncEntity,
} from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import type { RecordData } from '../../db/types'
import { storeServerRecord } from '../../db/writes'
import { api, OfflineError } from '../../lib/api-client'

/** The shop always orders one (spec §9). */
export const ORDER_QUANTITY = 1
/** The shop's subscriptions start monthly, one at a time (spec §9); Modify changes both. */
export const SUBSCRIPTION_QUANTITY = 1

/** The partner link: every call is a click of its own, recorded by the server. */
export function fetchAffiliateUrl(supplementId: number): Promise<string> {
  return api
    .get(`/api/affiliate/${supplementId}`, { schema: affiliateLinkSchema.extend({ affiliateUrl: z.string().url() }) })
    .then((link) => link.affiliateUrl)
}

/**
 * Keeps what the server made on the device. The order or subscription is made whatever happens
 * here: a device that cannot store it (full) gets it with the next pull.
 */
async function keep(db: UserDatabase, entity: SyncEntity, record: RecordData) {
  await storeServerRecord(db, entity, record).catch(() => undefined)
}

export async function postOrder(db: UserDatabase, supplementId: number, orderUrl: string): Promise<SupplementOrder> {
  const order = await api.post(
    '/api/supplement-orders',
    { supplementId, quantity: ORDER_QUANTITY, orderUrl },
    { schema: supplementOrderSchema }
  )
  await keep(db, 'supplementOrder', order)
  return order
}

export async function postSubscription(db: UserDatabase, supplementId: number): Promise<Subscription> {
  const subscription = await api.post(
    '/api/subscriptions',
    { supplementId, frequency: SUBSCRIPTION_FREQUENCY_DEFAULT, quantity: SUBSCRIPTION_QUANTITY },
    { schema: subscriptionSchema }
  )
  await keep(db, 'subscription', subscription)
  return subscription
}

/** Each reviewed supplement's average stars and review count. */
export function fetchRatings(signal?: AbortSignal): Promise<SupplementRating[]> {
  return api.get('/api/supplement-ratings', { schema: supplementRatingsSchema, signal })
}

/** The project's words for an online-only action without a network (docs/architecture.md). */
export const OFFLINE_MESSAGE = new OfflineError().message
