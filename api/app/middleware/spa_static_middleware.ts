/**
 * Serves the built PWA (pwa/dist) from the same origin as the API, so cookies, CSRF and the
 * service worker need no cross-origin setup. Hashed assets are cached for a year; index.html,
 * the service worker and the manifest are always revalidated so a new release is picked up.
 * Any other GET that accepts HTML gets index.html: the PWA's router decides what to show.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

// PWA_DIST lets a deployment (or a test) serve another build; the default is the repo's build.
const DIST = normalize((process.env.PWA_DIST || fileURLToPath(new URL('../../../pwa/dist/', import.meta.url))) + sep)
// The server's own pages besides the API: social sign-in, and the partner stand-in (ADR 0033).
const API_PREFIXES = ['/api/', '/auth/', '/partner/']
/** The same policy shield sends on API answers (config/shield.ts: 180 days). */
const HSTS = 'max-age=15552000'
const ALWAYS_REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/registerSW.js'])

export const DOCUMENT_CSP = [
  "default-src 'self'",
  // 'wasm-unsafe-eval': the report PDF's layout engine (yoga, in the PDF worker) is WebAssembly.
  // It allows compiling WebAssembly only, never eval() of JavaScript.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ')

/** Text assets are sent compressed (brotli, else gzip); each file is compressed once per build. */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}
const compressedCache = new Map<string, Buffer>()

function compressed(file: string, version: string, encoding: 'br' | 'gzip') {
  const key = `${file}|${version}|${encoding}`
  let body = compressedCache.get(key)
  if (!body) {
    const raw = readFileSync(file)
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 9 })
    compressedCache.set(key, body)
  }
  return body
}

function isFile(path: string) {
  return existsSync(path) && statSync(path).isFile()
}

export default class SpaStaticMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const method = request.method()
    const url = request.url()
    if ((method !== 'GET' && method !== 'HEAD') || API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/metrics') {
      return next()
    }

    let decoded: string
    try {
      decoded = decodeURIComponent(url)
    } catch {
      return next()
    }
    const candidate = normalize(join(DIST, decoded))
    if (candidate.startsWith(DIST) && url !== '/' && isFile(candidate)) {
      return this.#send(ctx, candidate, url)
    }

    const index = join(DIST, 'index.html')
    const acceptsHtml = (request.header('accept') ?? '').includes('text/html')
    if ((url === '/' || (acceptsHtml && !extname(url))) && isFile(index)) {
      return this.#send(ctx, index, '/index.html')
    }
    return next()
  }

  #send({ request, response }: HttpContext, file: string, url: string) {
    const immutable = url.startsWith('/assets/') && !ALWAYS_REVALIDATE.has(url)
    response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    response.header('X-Content-Type-Options', 'nosniff')
    if (file.endsWith(`${sep}index.html`)) {
      // In production the app is served over HTTPS only; browsers remember that (as for API answers).
      if (app.inProduction) response.header('Strict-Transport-Security', HSTS)
      response.header('Content-Security-Policy', DOCUMENT_CSP)
      response.header('X-Frame-Options', 'DENY')
      response.header('Referrer-Policy', 'same-origin')
    }
    const type = TEXT_TYPES[extname(file)]
    const accepted = request.header('accept-encoding') ?? ''
    const encoding = !type ? null : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
    if (!encoding) return response.download(file, true)

    const stat = statSync(file)
    const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`
    const etag = `W/"${version}-${encoding}"`
    response.header('Vary', 'Accept-Encoding')
    response.header('ETag', etag)
    response.header('Last-Modified', stat.mtime.toUTCString())
    if (request.header('if-none-match') === etag) return response.status(304).send('')
    response.header('Content-Type', type)
    response.header('Content-Encoding', encoding)
    response.send(compressed(file, version, encoding))
  }
}
