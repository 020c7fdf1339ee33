/**
 * The shop's endpoints (spec §7). Orders and subscriptions are not kept on the device yet (a later
 * issue brings them through sync), and placing either needs the network (docs/architecture.md), so
 * these go straight through the api client; every answer is checked against the contract's
 * schemas before the screen trusts it.
 */
import { z } from 'zod'
import {
  SUBSCRIPTION_FREQUENCY_DEFAULT,
  subscriptionSchema,
  supplementOrderSchema,
  type Subscription,
  type SupplementOrder,
} from '@dosewise/sync-protocol'
import { api, OfflineError } from '../../lib/api-client'

/** The shop always orders one (spec §9). */
export const ORDER_QUANTITY = 1
/** The shop's subscriptions: monthly, one at a time (spec §9). */
export const SUBSCRIPTION_QUANTITY = 1

const affiliateLinkSchema = z.object({ affiliateUrl: z.string().url() })

export function fetchAffiliateUrl(supplementId: number): Promise<string> {
  return api.get(`/api/affiliate/${supplementId}`, { schema: affiliateLinkSchema }).then((link) => link.affiliateUrl)
}

export function fetchOrders(signal?: AbortSignal): Promise<SupplementOrder[]> {
  return api.get('/api/supplement-orders', { schema: z.array(supplementOrderSchema), signal })
}

export function postOrder(supplementId: number, orderUrl: string): Promise<SupplementOrder> {
  return api.post('/api/supplement-orders', { supplementId, quantity: ORDER_QUANTITY, orderUrl }, { schema: supplementOrderSchema })
}

export function fetchSubscriptions(signal?: AbortSignal): Promise<Subscription[]> {
  return api.get('/api/subscriptions', { schema: z.array(subscriptionSchema), signal })
}

export function postSubscription(supplementId: number): Promise<Subscription> {
  return api.post(
    '/api/subscriptions',
    { supplementId, frequency: SUBSCRIPTION_FREQUENCY_DEFAULT, quantity: SUBSCRIPTION_QUANTITY },
    { schema: subscriptionSchema }
  )
}

/** The project's words for an online-only action without a network (docs/architecture.md). */
export const OFFLINE_MESSAGE = new OfflineError().message
