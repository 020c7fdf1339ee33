import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { pageQueryValidator } from '#validators/paging'
import { listRecords } from '#services/records/records_service'
import { markRead } from '#services/records/notifications_service'

/**
 * The person's AI insights (spec §4): computed on their device from their own entries and
 * stored through sync (ADR 0023); listed newest first, and marked read.
 */
export default class AiInsightsController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listRecords('aiInsight', ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async markRead({ auth, params }: HttpContext) {
    return markRead('aiInsight', auth.getUserOrFail().id, params.id)
  }
}
