import type { HttpContext } from '@adonisjs/core/http'
import { push } from '#services/sync/push_service'
import { pull } from '#services/sync/pull_service'
import { pullQueryValidator } from '#validators/sync'
import { recordSyncPull, recordSyncPush } from '#services/observability/metrics'

/**
 * Sync protocol v1 (ADR 0007). The answers are plain JSON data (no cycles, no BigInt),
 * so they are serialised with JSON.stringify: the response's cycle-safe serialiser costs
 * noticeably on 500-change pages. Each answered batch and page is counted for GET /metrics.
 */
export default class SyncController {
  async push({ auth, request, response }: HttpContext) {
    const body = await push(auth.getUserOrFail().id, request.body())
    recordSyncPush({ bytes: Buffer.byteLength(request.raw() ?? ''), results: body.results })
    response.header('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(body))
  }

  async pull({ auth, request, response }: HttpContext) {
    const body = await pull(auth.getUserOrFail().id, pullQueryValidator.validate(request.qs()))
    const json = JSON.stringify(body)
    recordSyncPull({ changes: body.changes.length, bytes: Buffer.byteLength(json) })
    response.header('Content-Type', 'application/json; charset=utf-8').send(json)
  }
}
