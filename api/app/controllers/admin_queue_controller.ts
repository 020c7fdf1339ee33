import type { HttpContext } from '@adonisjs/core/http'
import { adminAuditQueryValidator } from '#validators/admin'
import { deadJobsPage, discardDeadJob, queueOverview, retryDeadJob } from '#services/admin/queue_admin'

/** The System tab's job queue (ADR 0037); every route is behind middleware.admin(). */
export default class AdminQueueController {
  async overview({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return queueOverview()
  }

  async deadJobs({ request, response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    const { before } = adminAuditQueryValidator.validate(request.qs())
    return deadJobsPage(before ?? null)
  }

  async retry({ auth, params }: HttpContext) {
    return retryDeadJob(auth.getUserOrFail().id, Number(params.id))
  }

  async discard({ auth, params }: HttpContext) {
    return discardDeadJob(auth.getUserOrFail().id, Number(params.id))
  }
}
