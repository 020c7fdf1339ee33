/**
 * Compresses API answers (ADR 0041): brotli or gzip, as the request's Accept-Encoding allows
 * (app/http/content_coding.ts), at a fast level since each answer is compressed once.
 *
 * It runs after everything downstream has set the answer and before the framework writes it, so
 * it sees the final status, headers and body. Only a buffered body (`response.send`, returning a
 * value, the error handler's answers) is compressed; streams (the live sync notices, ADR 0038)
 * and file downloads are left alone, and so is a body that is already encoded (the PWA's static
 * files come compressed from spa_static_middleware), an image or PDF, anything under 1 KB, a
 * HEAD, 204 or 304, and an answer marked `no-transform`.
 *
 * Every answer whose type could be compressed says `Vary: Accept-Encoding`, compressed or not,
 * so a cache never hands a gzip body to a client that did not ask for one. A strong ETag set
 * downstream (the reference snapshot's version) becomes weak on a compressed body: the bytes
 * differ by coding, the content does not, and If-None-Match compares weakly (RFC 9110 §8.8.3).
 */
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MIN_COMPRESS_BYTES, compressDynamic, isCompressibleType, negotiateCoding } from '#http/content_coding'

/** The type the framework would give a body it serialises (http-server's writeBody). */
function defaultContentType(body: unknown): string {
  if (typeof body === 'string') return /^\s*</.test(body) ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'
  if (body instanceof Uint8Array) return 'application/octet-stream'
  if (typeof body === 'object') return 'application/json; charset=utf-8'
  return 'text/plain; charset=utf-8'
}

/** The body as the bytes the framework would send, or null when it is not ours to encode. */
function serialised(body: unknown): Buffer | null {
  if (typeof body === 'string') return Buffer.from(body)
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  if (body instanceof Date || body instanceof RegExp || typeof body !== 'object' || body === null) return null
  try {
    return Buffer.from(JSON.stringify(body))
  } catch {
    // Cycles or BigInt: the framework's own cycle-safe serialiser sends it uncompressed.
    return null
  }
}

export default class CompressionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await next()
    const { request, response } = ctx
    const content = response.content
    // Streams, downloads, JSONP and answers already written are not buffered bodies of ours.
    if (!content || content[2] !== undefined || !response.isPending) return
    const [body, generateEtag] = content
    if (body === null || body === undefined || body === '') return
    const status = response.getStatus()
    if (status < 200 || status === 204 || status === 304) return

    const declaredType = response.getHeader('Content-Type')
    const type = typeof declaredType === 'string' ? declaredType : defaultContentType(body)
    if (!isCompressibleType(type)) return
    response.vary('Accept-Encoding')
    if (request.method() === 'HEAD' || response.getHeader('Content-Encoding')) return
    if (/\bno-transform\b/i.test(String(response.getHeader('Cache-Control') ?? ''))) return
    // An ETag the framework would compute from the body must be of the body as it is, which is
    // only the case uncompressed; none of our routes asks for one (config/app.ts has no etag).
    if (generateEtag) return

    const coding = negotiateCoding(request.header('accept-encoding'))
    if (coding === 'identity') return
    const raw = serialised(body)
    if (!raw || raw.length < MIN_COMPRESS_BYTES) return

    const encoded = await compressDynamic(raw, coding)
    const etag = response.getHeader('ETag')
    if (typeof etag === 'string' && !etag.startsWith('W/')) response.header('ETag', `W/${etag}`)
    response.header('Content-Type', type)
    response.header('Content-Encoding', coding)
    response.send(encoded, false)
  }
}
