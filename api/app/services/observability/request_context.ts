/**
 * The request a piece of code runs for, without passing it around: the request middleware
 * (middleware/request_context_middleware.ts) runs the rest of the request inside `runInRequest`,
 * and the logger's mixin (config/logger.ts) stamps every line written meanwhile — by ctx.logger
 * or by a service's global `logger` — with its `request_id`. Holds a plain string only, so a
 * timer or connection created during a request keeps nothing of the request alive.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

const storage = new AsyncLocalStorage<{ requestId: string }>()

/**
 * What a proxy may hand us as the request id: a short token of safe characters (a UUID, a
 * hex or base64url id, `abc-123.4`). Anything else (too long, spaces, quotes, several ids
 * joined by commas) is replaced by our own id, so a client cannot forge log lines with it.
 */
const VALID_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

export function isValidRequestId(value: string | undefined | null): value is string {
  return typeof value === 'string' && VALID_ID.test(value)
}

export function newRequestId(): string {
  return randomUUID()
}

export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work)
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}
