/**
 * Conversion postbacks (ADR 0033): a partner reports what became of the order placed with one of
 * our links — confirmed, shipped, delivered or cancelled. POST /api/affiliate/conversions has no
 * session; a postback proves itself instead:
 * - `X-Dosewise-Timestamp`: Unix seconds when it was sent; more than 5 minutes off is refused;
 * - `X-Dosewise-Signature`: `sha256=` and the hex HMAC-SHA256, keyed with the shared secret
 *   (AFFILIATE_POSTBACK_SECRET), of `<timestamp>.<raw body>`, compared in constant time;
 * - the body's `eventId` is stored once: the same event again changes nothing and is answered
 *   with the order as it stands (`duplicate: true`); another event under a used id is refused.
 * The status moves along the order's steps only (sync-protocol's canMoveOrder); the change is
 * written as a server change of the synced order, so the person's devices pull it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { orderMoveRefusal, type AffiliateConversion, type AffiliateConversionResult } from '@dosewise/sync-protocol'
import env from '#start/env'
import { ConflictException, ForbiddenException, NotFoundException, UnauthorizedException } from '#exceptions/app_exceptions'
import { toDbTimestamp } from '#services/sync/sql_values'
import { changeAsServer } from '#services/sync/server_change'
import type { RecordRow } from '#services/sync/record_store'

export const TIMESTAMP_HEADER = 'x-dosewise-timestamp'
export const SIGNATURE_HEADER = 'x-dosewise-signature'
/** How far a postback's timestamp may be from the server's clock. */
export const POSTBACK_MAX_AGE_SECONDS = 5 * 60
/**
 * The secret outside production when none is set: public (it is in this file), so production
 * never uses it — there, without AFFILIATE_POSTBACK_SECRET, postbacks are refused.
 */
export const DEVELOPMENT_POSTBACK_SECRET = 'dosewise-development-postback-secret'

export function postbackSecret(): string | null {
  const configured = env.get('AFFILIATE_POSTBACK_SECRET')
  if (configured) return configured
  return app.inProduction ? null : DEVELOPMENT_POSTBACK_SECRET
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function signPostback(body: string, timestamp: number, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`
}

export interface SignedPostback {
  body: string
  timestamp: string | undefined
  signature: string | undefined
}

/** Refuses a postback that is unsigned, signed with another key, or sent more than 5 minutes from now. */
export function verifyPostback({ body, timestamp, signature }: SignedPostback, now = new Date()) {
  const secret = postbackSecret()
  if (!secret) throw new ForbiddenException('This server accepts no postbacks: AFFILIATE_POSTBACK_SECRET is not set.', 'E_POSTBACKS_OFF')
  if (!timestamp || !/^[0-9]{1,12}$/.test(timestamp)) {
    throw new UnauthorizedException(`The ${TIMESTAMP_HEADER} header must be the Unix time in seconds.`, 'E_POSTBACK_TIMESTAMP')
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > POSTBACK_MAX_AGE_SECONDS) {
    throw new UnauthorizedException('This postback is more than 5 minutes old (or ahead of our clock).', 'E_POSTBACK_STALE')
  }
  const expected = Buffer.from(signPostback(body, Number(timestamp), secret))
  const given = Buffer.from(signature ?? '')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UnauthorizedException('The postback signature does not match.', 'E_POSTBACK_SIGNATURE')
  }
}

/** A postback already received: answered from storage, nothing changes. */
class AlreadyReceived extends Error {
  constructor(readonly status: string) {
    super('already received')
  }
}

async function eventOf(client: TransactionClientContract, eventId: string) {
  return client.from('affiliate_postbacks').where('event_id', eventId).first()
}

/** Applies a verified postback to the order of its click. */
export async function applyConversion(input: AffiliateConversion): Promise<AffiliateConversionResult> {
  const order = await db.from('supplement_orders').where('click_id', input.clickId).select('id', 'user_id', 'price').first()
  if (!order) throw new NotFoundException('No order was placed with this click.', 'E_ORDER_NOT_FOUND')
  const orderId = Number(order.id)
  const userId = Number(order.user_id)

  const before = async (trx: TransactionClientContract, current: RecordRow | null) => {
    const seen = await eventOf(trx, input.eventId)
    if (seen) {
      if (seen.click_id !== input.clickId || seen.status !== input.status) {
        throw new ConflictException('This event id was already used for another postback.', 'E_POSTBACK_EVENT_REUSED')
      }
      throw new AlreadyReceived(String(current?.status ?? seen.status))
    }
    const refusal = orderMoveRefusal(String(current?.status), input.status)
    if (refusal) throw new ConflictException(refusal, 'E_ORDER_TRANSITION')
  }
  const after = async (trx: TransactionClientContract, _row: RecordRow, now: Date) => {
    await trx.table('affiliate_postbacks').insert({
      event_id: input.eventId,
      user_id: userId,
      order_id: orderId,
      click_id: input.clickId,
      status: input.status,
      conversion_value: input.conversionValue ?? null,
      received_at: toDbTimestamp(now),
    })
    // A sale the partner confirmed converts the click, worth what the partner said (the order's
    // price until it says); a cancelled one earns nothing.
    const click = trx.from('affiliate_clicks').where('click_id', input.clickId)
    if (input.status === 'cancelled') {
      await click.update({ converted: false, conversion_value: null })
    } else {
      const known = await click.clone().select('conversion_value').first()
      const value = input.conversionValue ?? known?.conversion_value ?? order.price
      await click.update({ converted: true, conversion_value: Number(value) })
    }
  }

  try {
    const { row } = await changeAsServer(
      userId,
      { entity: 'supplementOrder', id: String(orderId), op: 'patch', patch: { status: input.status } },
      after,
      before
    )
    return { orderId, status: String(row.status), duplicate: false }
  } catch (error) {
    if (error instanceof AlreadyReceived) return { orderId, status: error.status, duplicate: true }
    throw error
  }
}
