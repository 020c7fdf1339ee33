import type { HttpContext } from '@adonisjs/core/http'
import { affiliateLink } from '#services/reference_data/affiliate_link_service'

export default class AffiliateController {
  async show({ params }: HttpContext) {
    return affiliateLink(params.supplementId)
  }
}
