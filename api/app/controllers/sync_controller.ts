import type { HttpContext } from '@adonisjs/core/http'
import { push } from '#services/sync/push_service'
import { pull } from '#services/sync/pull_service'
import { pullQueryValidator } from '#validators/sync'

/**
 * Sync protocol v1 (ADR 0007). The answers are plain JSON data (no cycles, no BigInt),
 * so they are serialised with JSON.stringify: the response's cycle-safe serialiser costs
 * noticeably on 500-change pages.
 */
export default class SyncController {
  async push({ auth, request, response }: HttpContext) {
    const body = await push(auth.getUserOrFail().id, request.body())
    response.header('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(body))
  }

  async pull({ auth, request, response }: HttpContext) {
    const body = await pull(auth.getUserOrFail().id, pullQueryValidator.validate(request.qs()))
    response.header('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(body))
  }
}
