/**
 * The shop's test helpers: a clean shop between tests, the stand-in's partner links, and a
 * partner's signed postbacks (as services/shop/postbacks_service.ts checks them).
 */
import { createHmac, randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import { DEVELOPMENT_POSTBACK_SECRET } from '#services/shop/postbacks_service'
import { Browser, baseUrl, type Answer } from '#tests/helpers/browser'

/** Orders (with their postbacks), subscriptions and clicks all reference the catalogue. */
export async function clearShop() {
  await db.from('affiliate_postbacks').delete()
  await db.from('supplement_orders').delete()
  await db.from('subscriptions').delete()
  await db.from('affiliate_clicks').delete()
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A partner link of the stand-in: program, product path, its query, then the click id. */
export const partnerLink = (program: string, path: string, query: string) =>
  new RegExp(`^${escape(`${baseUrl()}/partner/${program}${path}?${query}`)}&dw_click=[0-9a-f-]{36}$`)

export const clickIdOf = (link: string) => new URL(link).searchParams.get('dw_click')!

export interface PostbackOptions {
  eventId?: string
  /** Unix seconds; default now. */
  timestamp?: number
  /** Seconds from the moment of sending (a clock behind or ahead); instead of `timestamp`. */
  skewSeconds?: number
  secret?: string
  /** Replace the signature header's value (a forged or missing one). */
  signature?: string | null
  /** Send this text instead of the JSON of the body. */
  raw?: string
}

/** A partner's postback: the body, signed with the secret (the development one by default), over real HTTP. */
export async function sendPostback(body: Record<string, unknown>, options: PostbackOptions = {}): Promise<Answer> {
  const text = options.raw ?? JSON.stringify({ eventId: options.eventId ?? `evt-${randomUUID()}`, ...body })
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000) + (options.skewSeconds ?? 0)
  const signature = `sha256=${createHmac('sha256', options.secret ?? DEVELOPMENT_POSTBACK_SECRET)
    .update(`${timestamp}.${text}`)
    .digest('hex')}`
  const headers: Record<string, string> = { 'x-dosewise-timestamp': String(timestamp) }
  if (options.signature !== null) headers['x-dosewise-signature'] = options.signature ?? signature
  // No session, no CSRF token: a partner's server is not a browser.
  const partner = new Browser()
  partner.sendCsrf = false
  return partner.request('POST', '/api/affiliate/conversions', { raw: text, headers })
}

/** Places an order the way the shop does (partner link, then the order); answers the order and its click id. */
export async function placeOrder(browser: Browser, supplementId: number) {
  const { affiliateUrl } = (await browser.get(`/api/affiliate/${supplementId}`)).body
  const answer = await browser.post('/api/supplement-orders', { supplementId, quantity: 1, orderUrl: affiliateUrl })
  if (answer.status !== 201) throw new Error(`order answered ${answer.status}: ${answer.text}`)
  return { order: answer.body, clickId: clickIdOf(affiliateUrl), affiliateUrl: affiliateUrl as string }
}
