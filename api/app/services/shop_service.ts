/**
 * The supplement shop (spec §2 Shopping, §7): one-time orders through an affiliate partner and
 * monthly subscriptions. Both are server-derived records (docs/architecture.md): placed online only,
 * always the session's user's, and what the client may choose is limited to the supplement and
 * the quantity — the price, the partner and the partner link are the server's.
 */
import { DateTime } from 'luxon'
import { ORDER_STATUS_DEFAULT } from '@dosewise/sync-protocol'
import Subscription from '#models/subscription'
import Supplement from '#models/supplement'
import SupplementOrder from '#models/supplement_order'
import { NotFoundException, ValidationFailedException } from '#exceptions/app_exceptions'
import { buildAffiliateUrl } from '#services/reference_data/affiliate_link_service'
import type { PageQuery } from '#validators/paging'
import type { OrderInput, SubscriptionInput } from '#validators/shop'
import { afterKeyset, pageRequest, toPage } from '#services/list_page'

/** The largest id an `integer` column holds: a bigger one is unknown, not a database error. */
const MAX_ID = 2_147_483_647

export const ORDER_URL_MISMATCH = "Order URL must be this supplement's partner link"

/** The same 404 as GET /api/supplements/:id and /api/affiliate/:id. */
const supplementNotFound = () => new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')

/** PostgreSQL 23503, SQLite FOREIGN KEY: the supplement went away between the check and the write. */
function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || /FOREIGN KEY constraint/i.test(e?.message ?? '')
}

async function findSupplement(id: number) {
  const supplement = id > MAX_ID ? null : await Supplement.query().where('id', id).preload('affiliateProgram').first()
  if (!supplement) throw supplementNotFound()
  return supplement
}

/** Inserts a row that references a supplement; a supplement deleted meanwhile is a 404, not a 500. */
async function insertReferencingSupplement<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create()
  } catch (error) {
    if (isForeignKeyViolation(error)) throw supplementNotFound()
    throw error
  }
}

function serializeOrder(order: SupplementOrder) {
  return {
    id: order.id,
    userId: order.userId,
    supplementId: order.supplementId,
    quantity: order.quantity,
    price: order.price,
    status: order.status,
    orderUrl: order.orderUrl,
    affiliateProgramId: order.affiliateProgramId,
    orderedAt: order.orderedAt.toUTC().toISO()!,
  }
}

function serializeSubscription(subscription: Subscription) {
  return {
    id: subscription.id,
    userId: subscription.userId,
    supplementId: subscription.supplementId,
    frequency: subscription.frequency,
    quantity: subscription.quantity,
    isActive: subscription.isActive,
    nextDelivery: subscription.nextDelivery?.toUTC().toISO() ?? null,
    createdAt: subscription.createdAt.toUTC().toISO()!,
  }
}

/** Orders and subscriptions are listed newest first by id (ids grow with time), a page at a time. */
const BY_ID = ['id'] as const

/** A page of the user's orders, newest first (`?limit=&cursor=`, services/list_page.ts). */
export async function listOrders(userId: number, query: PageQuery) {
  const request = pageRequest(query, BY_ID)
  const orders = await afterKeyset(SupplementOrder.query().where('user_id', userId), BY_ID, request.after)
    .orderBy('id', 'desc')
    .limit(request.limit + 1)
  return { page: toPage(orders, request, BY_ID, serializeOrder, (order) => order.id), limit: request.limit }
}

/**
 * Records a pending order at the catalogue price. The order URL is the supplement's partner link
 * as GET /api/affiliate/:id builds it: the Orders tab shows it as 'Track Order', so a link of the
 * client's choosing is refused rather than stored. Without one, the server fills it in.
 */
export async function placeOrder(userId: number, input: OrderInput) {
  const supplement = await findSupplement(input.supplementId)
  const program = supplement.affiliateProgram
  if (!program || !program.isActive) {
    throw new NotFoundException('This supplement is not sold by a partner shop', 'E_NO_AFFILIATE')
  }
  const partnerUrl = buildAffiliateUrl(program, supplement.productUrl)
  // Compared as URLs, so an equivalent spelling (e.g. an upper-case host) still matches.
  if (input.orderUrl !== undefined && new URL(input.orderUrl).href !== partnerUrl) {
    throw new ValidationFailedException([{ field: 'orderUrl', message: ORDER_URL_MISMATCH }])
  }

  const order = await insertReferencingSupplement(() =>
    SupplementOrder.create({
      userId,
      supplementId: supplement.id,
      quantity: input.quantity,
      price: supplement.price * input.quantity,
      status: ORDER_STATUS_DEFAULT,
      orderUrl: partnerUrl,
      affiliateProgramId: program.id,
      orderedAt: DateTime.now(),
    })
  )
  // Read back, so the answer is what the list will show (SQLite keeps whole seconds).
  await order.refresh()
  return serializeOrder(order)
}

/** A page of the user's subscriptions, newest first. */
export async function listSubscriptions(userId: number, query: PageQuery) {
  const request = pageRequest(query, BY_ID)
  const subscriptions = await afterKeyset(Subscription.query().where('user_id', userId), BY_ID, request.after)
    .orderBy('id', 'desc')
    .limit(request.limit + 1)
  return { page: toPage(subscriptions, request, BY_ID, serializeSubscription, (subscription) => subscription.id), limit: request.limit }
}

/** Starts an active monthly subscription; the first delivery is a month from now. */
export async function createSubscription(userId: number, input: SubscriptionInput) {
  const supplement = await findSupplement(input.supplementId)
  const now = DateTime.now()
  const subscription = await insertReferencingSupplement(() =>
    Subscription.create({
      userId,
      supplementId: supplement.id,
      frequency: input.frequency,
      quantity: input.quantity,
      isActive: true,
      nextDelivery: now.plus({ months: 1 }),
      createdAt: now,
    })
  )
  await subscription.refresh()
  return serializeSubscription(subscription)
}
