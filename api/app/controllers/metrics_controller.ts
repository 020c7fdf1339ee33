import type { HttpContext } from '@adonisjs/core/http'
import { metricsText } from '#services/observability/metrics'

export default class MetricsController {
  /** Prometheus text format (ADR 0036); the route is guarded by the operator token. */
  async show({ response }: HttpContext) {
    const { contentType, body } = await metricsText()
    response.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(body)
  }
}
