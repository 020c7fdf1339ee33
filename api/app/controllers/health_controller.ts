import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { healthDetails } from '#services/observability/health_details'

export default class HealthController {
  /**
   * 200 once the database answers; 503 otherwise (load balancers and `npm start` scripts wait on it).
   */
  async show({ response }: HttpContext) {
    try {
      await db.rawQuery('select 1')
      return { status: 'ok' }
    } catch {
      return response.status(503).send({ status: 'unavailable' })
    }
  }

  /** For operators (guarded by the operator token, ADR 0036): each dependency and the process. */
  async details() {
    return healthDetails()
  }
}
