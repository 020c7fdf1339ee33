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

  async notify({ auth, request }: HttpContext) {
    return sendAdminNotification(auth.getUserOrFail().id, adminNotificationValidator.validate(request.body()))
  }
}
