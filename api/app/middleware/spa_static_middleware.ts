/**
 * Serves the built PWA (pwa/dist) from the same origin as the API, so cookies, CSRF and the
 * service worker need no cross-origin setup. Hashed assets are cached for a year; index.html,
 * the service worker and the manifest are always revalidated so a new release is picked up.
 * Any other GET that accepts HTML gets index.html: the PWA's router decides what to show.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MIN_COMPRESS_BYTES, compressDynamic, negotiateCoding, type Coding } from '#http/content_coding'
import { compressBest } from '#http/background_compression'

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

/**
 * Text assets are sent compressed (brotli, else gzip, as Accept-Encoding allows; ADR 0041). Fonts
 * other than woff2 compress well too; images, woff2 and the like are compressed already.
 */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.ttf': 'font/ttf',
}

/**
 * Each file's compressed copies, kept in memory by content hash, so a file is compressed once
 * per build whatever its path or mtime. The first request for a file gets a fast compression
 * (brotli 5 takes ~60 ms for a 300 KB chunk, off the event loop); the best one (brotli 11 takes
 * seconds) is made later and replaces it: once no file has been compressed for the first time
 * for a few seconds (a page load is over), one file at a time, in a low-priority worker thread
 * (http/background_compression.ts). Both copies are the same content, so they share one weak ETag.
 */
interface FileVersion {
  key: string
  hash: string
}
const versions = new Map<string, FileVersion>()
const compressedCache = new Map<string, Promise<Buffer>>()
const BEST_AFTER_QUIET_MS = 5_000
const bestJobs: Array<() => Promise<void>> = []
let bestTimer: NodeJS.Timeout | null = null
let bestRunning = false

function scheduleBest(job: () => Promise<void>) {
  bestJobs.push(job)
  if (bestTimer) clearTimeout(bestTimer)
  bestTimer = setTimeout(runBest, BEST_AFTER_QUIET_MS)
  // Pending work never keeps the process alive (a shutdown just drops it).
  bestTimer.unref()
}

async function runBest() {
  bestTimer = null
  if (bestRunning) return
  bestRunning = true
  for (let job = bestJobs.shift(); job; job = bestJobs.shift()) await job().catch(() => {})
  bestRunning = false
}

function fileVersion(file: string): FileVersion {
  const stat = statSync(file)
  const key = `${stat.size}-${stat.mtimeMs}`
  const known = versions.get(file)
  if (known?.key === key) return known
  const hash = createHash('sha256').update(readFileSync(file)).digest('base64url').slice(0, 22)
  const version = { key, hash }
  versions.set(file, version)
  return version
}

function compressed(file: string, hash: string, coding: Exclude<Coding, 'identity'>): Promise<Buffer> {
  const key = `${hash}|${coding}`
  let body = compressedCache.get(key)
  if (!body) {
    const raw = readFileSync(file)
    const fast = compressDynamic(raw, coding)
    body = fast
    compressedCache.set(key, fast)
    fast.catch(() => compressedCache.delete(key))
    scheduleBest(async () => {
      const best = await compressBest(raw, coding)
      if (compressedCache.get(key) === fast) compressedCache.set(key, Promise.resolve(best))
    })
  }
  return body
}

/** If-None-Match compared weakly, as RFC 9110 §13.1.2 says for GET. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  const opaque = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === opaque
  })
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

  async #send({ request, response }: HttpContext, file: string, url: string) {
    const immutable = url.startsWith('/assets/') && !ALWAYS_REVALIDATE.has(url)
    response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    response.header('X-Content-Type-Options', 'nosniff')
    if (file.endsWith(`${sep}index.html`)) {
      // In production the app is served over HTTPS only; browsers remember that (as for API answers).
      if (app.inProduction) response.header('Strict-Transport-Security', HSTS)
      response.header('Content-Security-Policy', DOCUMENT_CSP)
      response.header('X-Frame-Options', 'DENY')
      response.header('Referrer-Policy', 'same-origin')
      // No `Link: rel=modulepreload` for the signed-in chunks any more (ADR 0050, replacing ADR
      // 0044's addendum): the signed-in start paints its frame from the entry chunk alone, which
      // then has the connection to itself; the app asks for the rest once that frame is shown.
    }
    const type = TEXT_TYPES[extname(file)]
    if (!type) return response.download(file, true)
    // The body depends on Accept-Encoding whichever coding this request gets.
    response.vary('Accept-Encoding')
    const coding = request.method() === 'HEAD' ? 'identity' : negotiateCoding(request.header('accept-encoding'))
    if (coding === 'identity' || statSync(file).size < MIN_COMPRESS_BYTES) return response.download(file, true)

    const { hash } = fileVersion(file)
    const etag = `W/"${hash}"`
    response.header('ETag', etag)
    response.header('Last-Modified', statSync(file).mtime.toUTCString())
    if (matchesEtag(request.header('if-none-match'), etag)) return response.status(304).send('')
    response.header('Content-Type', type)
    response.header('Content-Encoding', coding)
    response.send(await compressed(file, hash, coding))
  }
}
