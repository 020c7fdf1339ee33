/**
 * The partner stand-in (ADR 0033): outside production, the seeded `.example` programs' links lead
 * here (partner_links.ts). Its page shows what a partner receives from a Dosewise link and has a
 * button for each postback; pressing one signs the postback with the shared secret, here on the
 * server, and hands it to the same verification and the same handler a partner's postback gets.
 * The click id in the address is what lets a page report about an order: only the person the
 * link was made for has it.
 */
import { randomUUID } from 'node:crypto'
import { Exception } from '@adonisjs/core/exceptions'
import {
  AFFILIATE_CLICK_PARAM,
  CONVERSION_STATUSES,
  ORDER_STATUS_LABELS,
  affiliateConversionSchema,
  isUuid,
  type OrderStatus,
} from '@dosewise/sync-protocol'
import db from '@adonisjs/lucid/services/db'
import AffiliateProgram from '#models/affiliate_program'
import { NotFoundException } from '#exceptions/app_exceptions'
import { partnerStandInEnabled, programKey, servedByStandIn } from '#services/shop/partner_links'
import { applyConversion, postbackSecret, signPostback, verifyPostback } from '#services/shop/postbacks_service'
import { renderStandInNotFound, renderStandInPage, type StandInView } from '#services/shop/stand_in_page'

export interface StandInAnswer {
  status: number
  html: string
}

function assertEnabled() {
  if (!partnerStandInEnabled()) throw new NotFoundException('Not found', 'E_ROUTE_NOT_FOUND')
}

async function programOf(key: string): Promise<AffiliateProgram | null> {
  const program = /^[1-9][0-9]{0,9}$/.test(key)
    ? await AffiliateProgram.query().where('id', Number(key)).whereNull('slug').first()
    : await AffiliateProgram.findBy('slug', key)
  return program && servedByStandIn(program) ? program : null
}

const notFoundPage = (): StandInAnswer => ({ status: 404, html: renderStandInNotFound() })

async function orderOfClick(clickId: string | null) {
  if (!clickId) return null
  const row = await db.from('supplement_orders').where('click_id', clickId).select('id', 'status').first()
  return row ? { id: Number(row.id), status: String(row.status) } : null
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** The link's click id, when it is one (anything else is shown, never looked up). */
function clickIdOf(query: Record<string, unknown>): string | null {
  const given = text(query[AFFILIATE_CLICK_PARAM])
  return given && isUuid(given) ? given : null
}

function view(
  program: AffiliateProgram,
  product: string,
  query: Record<string, unknown>,
  order: StandInView['order'],
  notice: StandInView['notice']
) {
  const affiliateId = text(query[program.trackingParam])
  return renderStandInPage({
    programName: program.name,
    programKey: programKey(program),
    trackingParam: program.trackingParam,
    affiliateId,
    affiliateIdMatches: affiliateId === program.affiliateId,
    clickId: text(query[AFFILIATE_CLICK_PARAM]),
    product,
    order,
    postbacks: clickIdOf(query) ? CONVERSION_STATUSES : [],
    notice,
  })
}

/** GET /partner/:program/*: the page for a partner link. */
export async function standInPage(key: string, path: string[], query: Record<string, unknown>): Promise<StandInAnswer> {
  assertEnabled()
  const program = await programOf(key)
  if (!program) return notFoundPage()
  const order = await orderOfClick(clickIdOf(query))
  const sent = text(query.postback)
  const notice =
    sent && (CONVERSION_STATUSES as readonly string[]).includes(sent) && order
      ? {
          kind: 'sent' as const,
          text: `Postback ‘${sent}’ sent: the order is now ${ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status}.`,
        }
      : null
  return { status: 200, html: view(program, `/${path.join('/')}`, query, order, notice) }
}

/**
 * POST /partner/:program/clicks/:clickId/:status: sends the postback, signed as a partner signs
 * it, through the same checks. Success goes back to the link's page (`redirect`); a refusal is
 * shown on the page with the server's reason and status.
 */
export async function sendStandInPostback(key: string, clickId: string, status: string): Promise<StandInAnswer | { redirect: string }> {
  assertEnabled()
  const program = await programOf(key)
  const click =
    program && isUuid(clickId)
      ? await db.from('affiliate_clicks').where('click_id', clickId).where('affiliate_program_id', program.id).first()
      : null
  if (!program || !click || !(CONVERSION_STATUSES as readonly string[]).includes(status)) return notFoundPage()

  const link = new URL(click.clicked_url)
  const body = JSON.stringify({ eventId: `stand-in-${randomUUID()}`, clickId, status })
  const timestamp = Math.floor(Date.now() / 1000)
  try {
    verifyPostback({ body, timestamp: String(timestamp), signature: signPostback(body, timestamp, postbackSecret() ?? '') })
    await applyConversion(affiliateConversionSchema.parse(JSON.parse(body)))
  } catch (error) {
    if (!(error instanceof Exception) || error.status >= 500) throw error
    const product = link.pathname.replace(/^\/partner\/[^/]+/, '') || '/'
    const query = Object.fromEntries(link.searchParams)
    const order = await orderOfClick(clickId)
    return { status: error.status, html: view(program, product, query, order, { kind: 'refused', text: error.message }) }
  }
  link.searchParams.set('postback', status)
  return { redirect: `${link.pathname}${link.search}` }
}
