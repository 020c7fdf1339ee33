import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { pageQueryValidator } from '#validators/paging'
import { listRecords } from '#services/records/records_service'
import { markRead } from '#services/records/notifications_service'

export default class NotificationsController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listRecords('notification', ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async markRead({ auth, params }: HttpContext) {
    return markRead('notification', auth.getUserOrFail().id, params.id)
  }
}
