/**
 * The sync endpoints (ADR 0007) over any HttpClient: answers are checked against the
 * sync-protocol schemas, and every non-OK answer becomes a SyncHttpError carrying the status and
 * the server's `code`, which the engine turns into what to do next. Only this folder talks to
 * the sync endpoints (docs/conventions.md §3).
 */
import {
  pullResponseSchema,
  pushResponseSchema,
  type PullResponse,
  type PushRequest,
  type PushResponse,
  type ReferenceSnapshot,
} from '@dosewise/sync-protocol'
import type { HttpClient, HttpResponse } from './http'
import { yieldToMain } from './pause'
import { parseReferenceSnapshot } from './reference-parse'

export class SyncHttpError extends Error {
  readonly code: string | undefined

  constructor(
    readonly status: number,
    readonly body: unknown
  ) {
    const code = (body as { code?: unknown } | null)?.code
    super(`${status}${typeof code === 'string' ? ` ${code}` : ''}`)
    this.name = 'SyncHttpError'
    this.code = typeof code === 'string' ? code : undefined
  }

  /** The server's `lastSeq` on a 409 seq gap. */
  get lastSeq(): number | undefined {
    const value = (this.body as { lastSeq?: unknown } | null)?.lastSeq
    return typeof value === 'number' ? value : undefined
  }
}

export interface PullQuery {
  cursor: string
  limit: number
  clientId: string
  /**
   * This database's account: the server refuses the pull if the session is another's (ADR 0055).
   * The engine always names it; only a test reading the server's records for a session may not.
   */
  userId?: number
  schemaVersion: number
}

export interface SyncTransport {
  push(request: PushRequest): Promise<PushResponse>
  pull(query: PullQuery): Promise<PullResponse>
  /** The reference snapshot, or null when `knownVersion` is still current (304). */
  referenceSnapshot(knownVersion: string | null): Promise<ReferenceSnapshot | null>
}

function ok(answer: HttpResponse): unknown {
  if (answer.status < 200 || answer.status > 299) throw new SyncHttpError(answer.status, answer.body)
  return answer.body
}

export function createSyncTransport(http: HttpClient): SyncTransport {
  return {
    async push(request) {
      return pushResponseSchema.parse(ok(await http.request('POST', '/api/sync/push', { body: request })))
    },
    async pull(query) {
      const params = new URLSearchParams({
        ...(query.userId === undefined ? {} : { userId: String(query.userId) }),
        cursor: query.cursor,
        limit: String(query.limit),
        clientId: query.clientId,
        schemaVersion: String(query.schemaVersion),
      })
      return pullResponseSchema.parse(ok(await http.request('GET', `/api/sync/pull?${params}`)))
    },
    async referenceSnapshot(knownVersion) {
      const headers: Record<string, string> = knownVersion ? { 'If-None-Match': `"${knownVersion}"` } : {}
      const answer = await http.request('GET', '/api/reference/snapshot', { headers })
      if (answer.status === 304) return null
      // Checked a slice at a time (ADR 0047): one call over ~340 KB was a long task on a phone.
      return parseReferenceSnapshot(ok(answer), yieldToMain)
    },
  }
}
