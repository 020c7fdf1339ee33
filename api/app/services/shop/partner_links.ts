/**
 * Partner links (spec §7, ADR 0033): the program's base URL, the product's path, the program's
 * tracking parameter set to our affiliate id, and `dw_click` naming the click the link was made
 * for. A program on the reserved `.example` domain (RFC 2606: the seeded placeholders) has no
 * real shop; outside production its links go to the partner stand-in this server runs at
 * /partner/<program> instead, so the whole order flow works on a fresh machine.
 */
import app from '@adonisjs/core/services/app'
import { AFFILIATE_CLICK_PARAM } from '@dosewise/sync-protocol'
import env from '#start/env'
import { appUrl } from '#services/account_service'

export interface PartnerProgram {
  id: number
  slug: string | null
  baseUrl: string
  trackingParam: string
  affiliateId: string
}

/** The stand-in runs outside production, and in production only with PARTNER_STAND_IN=true. */
export function partnerStandInEnabled(): boolean {
  return !app.inProduction || env.get('PARTNER_STAND_IN') === true
}

/** How the stand-in's address names a program: its seed slug, or its id. */
export function programKey(program: Pick<PartnerProgram, 'id' | 'slug'>): string {
  return program.slug ?? String(program.id)
}

function isPlaceholder(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname
  return host === 'example' || host.endsWith('.example')
}

/** Where the program's links lead: its own site, or the stand-in for a placeholder program. */
export function servedByStandIn(program: Pick<PartnerProgram, 'baseUrl'>): boolean {
  return partnerStandInEnabled() && isPlaceholder(program.baseUrl)
}

export function buildAffiliateUrl(program: PartnerProgram, productUrl: string | null, clickId: string): string {
  const base = new URL(program.baseUrl)
  // Only the product's path (and its own query) is taken: the host is always the program's (or
  // the stand-in's), so a wrong productUrl can never send people to another site.
  const product = productUrl ? new URL(productUrl, base) : null
  const path = product ? `${product.pathname}${product.search}` : `${base.pathname}${base.search}`
  const url = servedByStandIn(program)
    ? new URL(`/partner/${encodeURIComponent(programKey(program))}${path}`, appUrl())
    : new URL(path, base.origin)
  url.searchParams.set(program.trackingParam, program.affiliateId)
  url.searchParams.set(AFFILIATE_CLICK_PARAM, clickId)
  return url.toString()
}
