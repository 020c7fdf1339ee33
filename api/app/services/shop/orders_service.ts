/**
 * One-time orders (spec §2 Shopping, §7; ADR 0033): placed online, made by the server (price,
 * partner and link are its own), synced to the person's devices and read there offline. An
 * order is placed with the partner link of one click; the order keeps the click's id, so the
 * partner's postback can find it, and one click makes at most one order.
 */
import db from '@adonisjs/lucid/services/db'
import { AFFILIATE_CLICK_PARAM, ORDER_STATUS_DEFAULT, isUuid } from '@dosewise/sync-protocol'
import { ValidationFailedException } from '#exceptions/app_exceptions'
import { isForeignKeyViolation, isUniqueViolation } from '#services/db_errors'
import type { PageQuery } from '#validators/paging'
import type { OrderInput } from '#validators/shop'
import { listRecords } from '#services/records/records_service'
import { loadRow, toReadShape } from '#services/sync/record_store'
import { createAsServer } from '#services/sync/server_change'
import { type ClientInfo } from '#services/shop/client_address'
import { createClick, sellableSupplement, supplementNotFound, type Click } from '#services/shop/partner_clicks'

export const ORDER_URL_MISMATCH = "Order URL must be this supplement's partner link"

const mismatch = () => new ValidationFailedException([{ field: 'orderUrl', message: ORDER_URL_MISMATCH }])

/** A page of the person's orders, newest first (`?limit=&cursor=`, services/list_page.ts). */
export function listOrders(userId: number, query: PageQuery) {
  return listRecords('supplementOrder', userId, query)
}

/**
 * The click an order URL was made for: the person's own click on this supplement's link, and
 * exactly the link that click handed out (compared as URLs, so an equivalent spelling matches).
 */
async function clickOfUrl(userId: number, supplementId: number, orderUrl: string): Promise<Click> {
  const url = new URL(orderUrl)
  const clickId = url.searchParams.get(AFFILIATE_CLICK_PARAM)
  if (!clickId || !isUuid(clickId)) throw mismatch()
  const click = await db
    .from('affiliate_clicks')
    .where('click_id', clickId)
    .where('user_id', userId)
    .where('supplement_id', supplementId)
    .first()
  if (!click || new URL(click.clicked_url).href !== url.href) throw mismatch()
  return { clickId, url: click.clicked_url }
}

async function orderOfClick(userId: number, clickId: string) {
  const row = await db.from('supplement_orders').where('click_id', clickId).select('id', 'user_id').first()
  if (!row) return null
  // Only the person who clicked can have ordered with it (clickOfUrl checked whose click it is).
  return toReadShape('supplementOrder', (await loadRow(db.connection(), 'supplementOrder', userId, String(row.id)))!)
}

/**
 * Records a pending order at the catalogue price with the partner link `input.orderUrl` (from
 * GET /api/affiliate/:id); without one, the server makes the click itself. Sending the same
 * link again answers the order it already made (`created: false`) and makes no second one.
 */
export async function placeOrder(userId: number, input: OrderInput, client: ClientInfo) {
  const sellable = await sellableSupplement(input.supplementId)
  const { supplement, program } = sellable
  const click =
    input.orderUrl === undefined ? await createClick(userId, sellable, client) : await clickOfUrl(userId, supplement.id, input.orderUrl)
  const placed = await orderOfClick(userId, click.clickId)
  if (placed) return { order: placed, created: false }

  const data = {
    supplementId: supplement.id,
    quantity: input.quantity,
    price: supplement.price * input.quantity,
    status: ORDER_STATUS_DEFAULT,
    orderUrl: click.url,
    affiliateProgramId: program.id,
    orderedAt: new Date().toISOString(),
  }
  try {
    const row = await createAsServer(userId, 'supplementOrder', data, { click_id: click.clickId })
    return { order: toReadShape('supplementOrder', row), created: true }
  } catch (error) {
    // The supplement went away meanwhile: as unknown. The same link sent twice at once: the first order.
    if (isForeignKeyViolation(error)) throw supplementNotFound()
    if (!isUniqueViolation(error)) throw error
    const first = await orderOfClick(userId, click.clickId)
    if (!first) throw error
    return { order: first, created: false }
  }
}
