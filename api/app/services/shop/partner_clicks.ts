/**
 * GET /api/affiliate/{supplementId} (spec §7): every partner link handed out is a click,
 * recorded with its own id (ADR 0033). The link carries that id, the order placed with the link
 * keeps it, and the partner's postback names it.
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import Supplement from '#models/supplement'
import type AffiliateProgram from '#models/affiliate_program'
import { NotFoundException } from '#exceptions/app_exceptions'
import { parseId } from '#services/reference_data/reference_service'
import { toDbTimestamp } from '#services/sync/sql_values'
import { buildAffiliateUrl } from '#services/shop/partner_links'
import { storedClient, type ClientInfo } from '#services/shop/client_address'

/** The same 404 as GET /api/supplements/:id. */
export const supplementNotFound = () => new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')

/** A supplement a partner sells, with its program; 404 otherwise (unknown, or no active partner). */
export async function sellableSupplement(id: number | null): Promise<{ supplement: Supplement; program: AffiliateProgram }> {
  const supplement = id === null ? null : await Supplement.query().where('id', id).preload('affiliateProgram').first()
  if (!supplement) throw supplementNotFound()
  const program = supplement.affiliateProgram
  if (!program || !program.isActive) throw new NotFoundException('This supplement is not sold by a partner shop', 'E_NO_AFFILIATE')
  return { supplement, program }
}

export interface Click {
  clickId: string
  url: string
}

/** Records a click on the supplement's partner link for the person; answers the link. */
export async function createClick(
  userId: number,
  { supplement, program }: { supplement: Supplement; program: AffiliateProgram },
  client: ClientInfo
): Promise<Click> {
  const clickId = randomUUID()
  const url = buildAffiliateUrl(program, supplement.productUrl, clickId)
  await db.table('affiliate_clicks').insert({
    click_id: clickId,
    user_id: userId,
    supplement_id: supplement.id,
    affiliate_program_id: program.id,
    clicked_url: url,
    ...storedClient(client),
    converted: false,
    created_at: toDbTimestamp(new Date()),
  })
  return { clickId, url }
}

export async function affiliateLink(userId: number, supplementIdParam: unknown, client: ClientInfo) {
  const { url } = await createClick(userId, await sellableSupplement(parseId(supplementIdParam)), client)
  return { affiliateUrl: url }
}
