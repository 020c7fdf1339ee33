/**
 * Reads a route's JSON body, and nothing else: the one body parser of the API (ADR 0013).
 * Runs as route middleware, after CSRF and sign-in checks, so a request that is refused anyway
 * is never read. Every route that takes a body names its limit (start/body_limits.ts); a body
 * sent anywhere else is never read at all.
 *
 * Refused before parsing, with nothing written anywhere (no temporary files: uploads are not
 * parsed on any route):
 * - a body that is not JSON, or is compressed → 415;
 * - JSON nested deeper than MAX_JSON_DEPTH → 400, measured as the bytes arrive (deep nesting
 *   overflows recursive code later), whatever the body's size;
 * - a body over the route's limit → 413 once the limit is passed (the rest is never read);
 * - text that is not JSON, or JSON that is not an object → 400.
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { JsonDepthMeter, MAX_JSON_DEPTH } from '@dosewise/sync-protocol'
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '#exceptions/app_exceptions'

export interface JsonBodyOptions {
  /** The most bytes a valid body for this route can take. */
  limit: number
}

const JSON_TYPE = /^application\/(?:[a-z0-9.+-]+\+)?json\s*(?:;\s*charset\s*=\s*"?utf-8"?\s*)?$/i

/**
 * The raw body, at most `limit` bytes, its nesting measured as it arrives: deeper than
 * MAX_JSON_DEPTH → 400 at once; past `limit` → 413. The rest is left unread (the answer closes
 * the connection), never buffered and never written anywhere.
 */
function readBody(ctx: HttpContext, limit: number): Promise<string> {
  const stream = ctx.request.request
  const depth = new JsonDepthMeter()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const cleanup = () => {
      stream.off('data', onData)
      stream.off('end', onEnd)
      stream.off('error', onError)
      stream.off('aborted', onError)
    }
    const stop = (error: Error) => {
      cleanup()
      stream.pause()
      reject(error)
    }
    const onData = (chunk: Buffer) => {
      const room = limit - size
      size += chunk.length
      // Nesting first (only of what fits): a deep body is a 400 whatever its size.
      if (depth.feed(room < chunk.length ? chunk.subarray(0, Math.max(0, room)) : chunk) > MAX_JSON_DEPTH) return stop(tooDeep())
      if (size > limit) return stop(new PayloadTooLargeException(limit))
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks).toString('utf8'))
    }
    const onError = () => {
      cleanup()
      reject(new BadRequestException('The request body could not be read.', 'E_HTTP_REQUEST_ABORTED'))
    }
    stream.on('data', onData)
    stream.on('end', onEnd)
    stream.on('error', onError)
    stream.on('aborted', onError)
  })
}

const tooDeep = () =>
  new BadRequestException(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`, 'E_BODY_TOO_DEEP')

/** JSON.parse that drops `__proto__` keys, so no body can reach an object's prototype. */
const withoutProto = (key: string, value: unknown) => (key === '__proto__' ? undefined : value)

export default class JsonBodyMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: JsonBodyOptions) {
    if (!ctx.request.hasBody()) return next()
    const type = ctx.request.header('content-type') ?? ''
    const encoding = (ctx.request.header('content-encoding') ?? 'identity').trim().toLowerCase()
    if (!JSON_TYPE.test(type.trim()) || encoding !== 'identity') {
      ctx.response.header('Connection', 'close')
      throw new UnsupportedMediaTypeException()
    }
    // Read even when Content-Length is over the limit, up to the limit: a deeply nested body is
    // a 400 (too deep) on every route, whatever its size; anything else that long is a 413.
    let text: string
    try {
      text = await readBody(ctx, options.limit)
    } catch (error) {
      // The rest of the body is not read: the connection closes after the answer.
      ctx.response.header('Connection', 'close')
      throw error
    }
    if (text.trim() === '') return next()
    let parsed: unknown
    try {
      parsed = JSON.parse(text, withoutProto)
    } catch {
      throw new BadRequestException('The request body is not valid JSON.')
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new BadRequestException('The request body must be a JSON object.')
    }
    ctx.request.setInitialBody(parsed as Record<string, unknown>)
    ctx.request.updateRawBody(text)
    return next()
  }
}
