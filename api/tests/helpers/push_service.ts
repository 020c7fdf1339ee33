/**
 * A push service stand-in on 127.0.0.1 over HTTPS (a self-signed certificate made here with
 * openssl; the API trusts it through PUSH_SERVICE_CA), and a browser-side subscription with
 * real keys. Like a real push service it checks the VAPID signature (ES256 JWT for this
 * origin, not expired, a mailto: subject); like a real browser it decrypts the payload
 * (aes128gcm, RFC 8291). It answers 201, or what a test sets (410: the subscription is gone).
 */
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decrypt } from 'http_ece'

export interface ReceivedPush {
  path: string
  payload: Record<string, unknown>
  ttl: string | undefined
  urgency: string | undefined
  subject: string
}

const b64url = (buffer: Buffer) => buffer.toString('base64url')

function verifyVapid(header: string | undefined, origin: string): string {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '')
  if (!match) throw new Error(`no VAPID authorization: ${header}`)
  const [jwtHeader, jwtBody, signature] = match[1].split('.')
  const raw = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${jwtHeader}.${jwtBody}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url')
  )
  if (!ok) throw new Error('bad VAPID signature')
  const claims = JSON.parse(Buffer.from(jwtBody, 'base64url').toString()) as { aud: string; exp: number; sub: string }
  if (claims.aud !== origin) throw new Error(`VAPID audience ${claims.aud}, expected ${origin}`)
  if (claims.exp * 1000 < Date.now()) throw new Error('VAPID token expired')
  if (!claims.sub.startsWith('mailto:')) throw new Error(`VAPID subject ${claims.sub}`)
  return claims.sub
}

export class PushServiceStandIn {
  received: ReceivedPush[] = []
  errors: string[] = []
  /** Status answered per subscription path (default 201). */
  statusFor = new Map<string, number>()
  caFile = ''
  origin = ''
  #server: Server | null = null
  #keys = new Map<string, { ecdh: ECDH; auth: string }>()

  async start() {
    const dir = mkdtempSync(join(tmpdir(), 'push-standin-'))
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' }
    )
    this.caFile = join(dir, 'cert.pem')
    this.#server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(this.caFile) }, (request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const path = request.url ?? ''
        try {
          const subject = verifyVapid(request.headers.authorization, this.origin)
          const keys = this.#keys.get(path)
          if (!keys) throw new Error(`unknown subscription ${path}`)
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('payload not aes128gcm')
          const clear = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth })
          const status = this.statusFor.get(path) ?? 201
          if (status === 201) {
            this.received.push({
              path,
              payload: JSON.parse(clear.toString('utf8')),
              ttl: request.headers.ttl as string | undefined,
              urgency: request.headers.urgency as string | undefined,
              subject,
            })
          }
          response.writeHead(status).end()
        } catch (error) {
          this.errors.push((error as Error).message)
          response.writeHead(400).end()
        }
      })
    })
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve))
    const address = this.#server.address() as { port: number }
    this.origin = `https://127.0.0.1:${address.port}`
    return this
  }

  /** A browser's subscription on this service: its endpoint and real P-256 / auth keys. */
  subscription(name: string) {
    const ecdh = createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = b64url(randomBytes(16))
    const path = `/push/${name}`
    this.#keys.set(path, { ecdh, auth })
    return { endpoint: `${this.origin}${path}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } }
  }

  async stop() {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()))
  }
}
