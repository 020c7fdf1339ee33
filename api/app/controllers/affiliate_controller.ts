import type { HttpContext } from '@adonisjs/core/http'
import { clientInfo } from '#http/client_info'
import { conversionValidator } from '#validators/shop'
import { affiliateLink } from '#services/shop/partner_clicks'
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, applyConversion, verifyPostback } from '#services/shop/postbacks_service'

export default class AffiliateController {
  /** The partner link for a supplement; every call is a click, recorded (spec §7). */
  async show(ctx: HttpContext) {
    return affiliateLink(ctx.auth.getUserOrFail().id, ctx.params.supplementId, clientInfo(ctx))
  }

  /** A partner's signed postback (ADR 0033): the signature first, then the body. */
  async conversion({ request }: HttpContext) {
    verifyPostback({ body: request.raw() ?? '', timestamp: request.header(TIMESTAMP_HEADER), signature: request.header(SIGNATURE_HEADER) })
    return applyConversion(conversionValidator.validate(request.body()))
  }
}
