/// <reference types="node" />
/**
 * An HTTP proxy on 127.0.0.1 between a test's "device" and the real API process, which
 * misbehaves on request, the way networks and servers do:
 * - `drop-request`: the connection breaks before the request reaches the server;
 * - `drop-response`: the server gets the request and commits, then the answer is lost;
 * - `duplicate`: the request reaches the server twice (a retrying middlebox) — one copy after
 *   the other, or both at once (`duplicate-concurrent`); the device sees the last answer;
 * - `{ delayMs }`: the request waits before it is forwarded;
 * - `{ killAfterMs }`: the request is forwarded and the server is killed (`onKill`, kill -9)
 *   that long after, mid-request or mid-transaction; the device sees a broken connection;
 * - `offline`: every request fails until set back;
 * - `maxBodyBytes`: a body over it is answered 413 without reaching the server, as a proxy or
 *   server with a smaller limit than the protocol's would.
 * Faults are taken from a queue, one per request (then `pass`), or from a policy function.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Fault =
  'pass' | 'drop-request' | 'drop-response' | 'duplicate' | 'duplicate-concurrent' | { delayMs: number } | { killAfterMs: number }

export interface ProxiedRequest {
  method: string
  path: string
  fault: Fault | 'offline'
  status?: number
  /** The request body's size. */
  bytes?: number
}

interface Upstream {
  status: number
  headers: IncomingMessage['headers']
  body: Buffer
}

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

export class FaultProxy {
  /** Every request that came through, with what was done to it. */
  readonly log: ProxiedRequest[] = []
  offline = false
  /** Kills the server (kill -9) for a `killAfterMs` fault. */
  onKill: (() => void) | null = null
  /** Bodies over this many bytes get 413 here (null: no limit of the proxy's own). */
  maxBodyBytes: number | null = null
  /** Decides the fault of a request when the queue is empty (default: pass). */
  policy: ((method: string, path: string) => Fault) | null = null
  private queue: Fault[] = []

  private constructor(
    private readonly server: Server,
    private readonly target: () => URL
  ) {}

  /** Starts a proxy to `target` (a function: the server may be restarted on another port). */
  static async start(target: () => string): Promise<FaultProxy> {
    let proxy: FaultProxy | null = null
    const server = createServer((req, res) => void proxy!.handle(req, res))
    proxy = new FaultProxy(server, () => new URL(target()))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return proxy
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  /** Faults for the next requests, in order. */
  inject(...faults: Fault[]) {
    this.queue.push(...faults)
  }

  /** Drops the faults not yet used. */
  clearFaults() {
    this.queue = []
  }

  /** Back to a healthy network, and a fresh log. */
  reset() {
    this.log.length = 0
    this.queue = []
    this.policy = null
    this.offline = false
    this.maxBodyBytes = null
  }

  async close() {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  private nextFault(method: string, path: string): Fault {
    return this.queue.shift() ?? this.policy?.(method, path) ?? 'pass'
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    const body = await readAll(req)
    if (this.offline) {
      this.log.push({ method, path, fault: 'offline' })
      return req.socket.destroy()
    }
    if (this.maxBodyBytes !== null && body.length > this.maxBodyBytes) {
      this.log.push({ method, path, fault: 'pass', status: 413, bytes: body.length })
      res.writeHead(413, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ code: 'E_PAYLOAD_TOO_LARGE', message: 'Request body too large', limit: this.maxBodyBytes }))
    }
    const fault = this.nextFault(method, path)
    const entry: ProxiedRequest = { method, path, fault, bytes: body.length }
    this.log.push(entry)
    try {
      if (fault === 'drop-request') return req.socket.destroy()
      if (typeof fault === 'object' && 'killAfterMs' in fault) {
        const killer = setTimeout(() => this.onKill?.(), fault.killAfterMs)
        try {
          const answer = await this.forward(req, body)
          entry.status = answer.status
        } catch {}
        clearTimeout(killer)
        this.onKill?.()
        return req.socket.destroy()
      }
      if (typeof fault === 'object') await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      let answer: Upstream
      if (fault === 'duplicate') {
        await this.forward(req, body)
        answer = await this.forward(req, body)
      } else if (fault === 'duplicate-concurrent') {
        answer = (await Promise.all([this.forward(req, body), this.forward(req, body)]))[1]
      } else {
        answer = await this.forward(req, body)
      }
      entry.status = answer.status
      if (fault === 'drop-response') return req.socket.destroy()
      res.writeHead(answer.status, answer.headers)
      res.end(answer.body)
    } catch {
      // The server is down (being restarted): the device sees a broken connection.
      req.socket.destroy()
    }
  }

  private forward(req: IncomingMessage, body: Buffer): Promise<Upstream> {
    const target = this.target()
    return new Promise((resolve, reject) => {
      const upstream = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: target.host, connection: 'close' },
        },
        (response) => {
          readAll(response)
            .then((buffer) => {
              const headers = { ...response.headers }
              delete headers['transfer-encoding']
              delete headers.connection
              headers['content-length'] = String(buffer.length)
              resolve({ status: response.statusCode ?? 502, headers, body: buffer })
            })
            .catch(reject)
        }
      )
      upstream.on('error', reject)
      upstream.end(body)
    })
  }
}
