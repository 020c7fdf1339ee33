import type { HttpContext } from '@adonisjs/core/http'
import { reportShareValidator } from '#validators/reports'
import { previewShare, sendShare } from '#services/reports/share_service'

/**
 * 'Share Report' on a provider's card (issue 14): what would be sent, and sending it. The report
 * is made on the server from the person's records and goes only to the provider's stored email.
 */
export default class ReportSharesController {
  /** POST /api/reports/share/preview: the mail and its attachment, nothing sent. */
  async preview({ auth, request }: HttpContext) {
    return previewShare(auth.getUserOrFail(), reportShareValidator.validate(request.body()))
  }

  /** POST /api/reports/share: rendered, mailed, logged. */
  async send({ auth, request }: HttpContext) {
    return sendShare(auth.getUserOrFail(), reportShareValidator.validate(request.body()))
  }
}
