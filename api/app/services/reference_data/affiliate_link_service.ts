/** The partner link for a supplement: program base URL + product path + our tracking id. */
import Supplement from '#models/supplement'
import { NotFoundException } from '#exceptions/app_exceptions'
import { parseId } from './reference_service.js'

export function buildAffiliateUrl(
  program: { baseUrl: string; trackingParam: string; affiliateId: string },
  productUrl: string | null
): string {
  const base = new URL(program.baseUrl)
  // Only the product's path (and its own query) is taken: the host is always the program's,
  // so a wrong productUrl can never send people to another site.
  const product = productUrl ? new URL(productUrl, base) : null
  const url = new URL(product ? `${product.pathname}${product.search}` : base.pathname, base.origin)
  url.searchParams.set(program.trackingParam, program.affiliateId)
  return url.toString()
}

export async function affiliateLink(supplementIdParam: unknown) {
  const id = parseId(supplementIdParam)
  const supplement = id === null ? null : await Supplement.query().where('id', id).preload('affiliateProgram').first()
  if (!supplement) throw new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')
  const program = supplement.affiliateProgram
  if (!program || !program.isActive) {
    throw new NotFoundException('This supplement is not sold by a partner shop', 'E_NO_AFFILIATE')
  }
  return { affiliateUrl: buildAffiliateUrl(program, supplement.productUrl) }
}
