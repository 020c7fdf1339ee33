import type { HttpContext } from '@adonisjs/core/http'
import { listRecords } from '#services/records/records_service'
import { markNotificationRead } from '#services/records/notifications_service'

export default class NotificationsController {
  async index({ auth }: HttpContext) {
    return listRecords('notification', auth.getUserOrFail().id)
  }

  async markRead({ auth, params }: HttpContext) {
    return markNotificationRead(auth.getUserOrFail().id, params.id)
  }
}
