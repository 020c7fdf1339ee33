import type { HttpContext } from '@adonisjs/core/http'
import { adminNotificationValidator } from '#validators/admin_catalogue'
import { adminAnalytics } from '#services/admin/analytics/analytics_service'
import { sendAdminNotification } from '#services/admin/analytics/send_notification'

/** The Analytics tab (issue 16); every route is behind middleware.admin(). */
export default class AdminAnalyticsController {
  async index({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return adminAnalytics()
  }

  /** 202: the notifications are written by jobs (ADR 0037); `sent` is how many people they will reach. */
  async notify({ auth, request, response }: HttpContext) {
    response.status(202)
    return sendAdminNotification(auth.getUserOrFail().id, adminNotificationValidator.validate(request.body()))
  }
}
