/**
 * Content coding of response bodies (ADR 0041): which coding a request accepts, which bodies
 * are worth compressing, and the fast compressor. Shared by the compression middleware (API
 * answers, compressed per response) and the PWA's static files (compressed once per file, kept
 * in memory, and again at the highest level by http/background_compression.ts).
 *
 * The negotiation follows RFC 9110 §12.5.3: q-values are honoured, `*` stands for every coding
 * not named, `identity;q=0` or `*;q=0` rule out an uncompressed body (which is still sent when
 * nothing else is acceptable: the alternative, 406, helps nobody), an empty header asks for no
 * coding, and with no header at all the body is sent as it is.
 */
import { promisify } from 'node:util'
import { brotliCompress, gzip, constants as zlib } from 'node:zlib'

export type Coding = 'br' | 'gzip' | 'identity'

/** Bodies smaller than this are sent as they are: the coding's overhead outweighs the saving. */
export const MIN_COMPRESS_BYTES = 1024

/**
 * Brotli quality for answers compressed on every request (measured for ADR 0041): at 5 a 180 KB
 * pull page takes ~2 ms and comes out smaller than gzip -6; at 4 it came out larger than gzip.
 */
export const DYNAMIC_BROTLI_QUALITY = 5
export const DYNAMIC_GZIP_LEVEL = 6
/** Static files are compressed once per build file, so they get the best ratio there is (in the background). */
export const STATIC_BROTLI_QUALITY = zlib.BROTLI_MAX_QUALITY
export const STATIC_GZIP_LEVEL = 9

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below any q a client would write (the grammar allows three decimals). */
const IDENTITY_IMPLICIT_Q = 0.0001

/** Parses `Accept-Encoding` into coding → q (lower-cased names; `x-gzip` is `gzip`). */
function acceptedCodings(header: string): Map<string, number> {
  const codings = new Map<string, number>()
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';')
    let name = rawName.trim().toLowerCase()
    if (!name) continue
    if (name === 'x-gzip') name = 'gzip'
    let q = 1
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim().toLowerCase())
      // Read leniently (a q of 0.5000 is meant as 0.5); one that is not a number counts as 0.
      if (key === 'q') q = Number.isFinite(Number(value)) ? Math.min(1, Math.max(0, Number(value))) : 0
    }
    // A coding named twice keeps its best q (a client that repeats itself still wants it).
    codings.set(name, Math.max(q, codings.get(name) ?? 0))
  }
  return codings
}

/**
 * The coding to send a compressible body in. Brotli is preferred, then gzip, when the client
 * gives them the same q; a higher q wins otherwise, identity included.
 */
export function negotiateCoding(header: string | undefined | null): Coding {
  if (header === undefined || header === null) return 'identity'
  const accepted = acceptedCodings(header)
  const star = accepted.get('*')
  // `*` stands for every coding not named; identity not named (and not ruled out by `*;q=0`) is
  // acceptable, but below any coding the client did name.
  const candidates = (['br', 'gzip', 'identity'] as const)
    .map((coding) => ({ coding, q: accepted.get(coding) ?? star ?? (coding === 'identity' ? IDENTITY_IMPLICIT_Q : 0) }))
    .filter((c) => c.q > 0)
  if (candidates.length === 0) return 'identity'
  // Stable sort: on equal q the order above (br, gzip, identity) decides.
  return candidates.sort((a, b) => b.q - a.q)[0].coding
}

/** Media types whose bodies shrink when compressed (text, JSON, JavaScript, XML, SVG, manifests). */
export function isCompressibleType(contentType: string | undefined | null): boolean {
  if (!contentType) return false
  const type = contentType.split(';')[0].trim().toLowerCase()
  // Server-Sent Events must reach the client frame by frame; a compressor would hold them back.
  if (type === 'text/event-stream') return false
  return (
    type.startsWith('text/') ||
    /^application\/(json|javascript|x-javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json|x-ndjson)$/.test(type) ||
    /\+(json|xml)$/.test(type) ||
    type === 'image/svg+xml' ||
    type === 'image/x-icon'
  )
}

/** Compresses an answer made for one request (fast levels; off the event loop, in libuv's pool). */
export function compressDynamic(body: Buffer, coding: Exclude<Coding, 'identity'>): Promise<Buffer> {
  return coding === 'br'
    ? brotliAsync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: DYNAMIC_GZIP_LEVEL })
}
