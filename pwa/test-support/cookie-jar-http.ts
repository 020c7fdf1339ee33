/// <reference types="node" />
/**
 * The sync engine's HttpClient for Node tests, behaving like a browser tab: cookies kept
 * between requests (one jar = one browser profile), and on every POST the CSRF header from the
 * XSRF-TOKEN cookie, fetched from /api/auth/csrf when missing. Also signs in and out.
 */
import { NetworkError, parseJsonBody, type HttpClient, type HttpResponse } from '../src/sync/http'

export class CookieJarHttp implements HttpClient {
  readonly cookies = new Map<string, string>()

  /** `baseUrl`: the proxy (or server) this device talks to. */
  constructor(public baseUrl: string) {}

  async request(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {}
  ): Promise<HttpResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (method === 'POST') {
      if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/auth/csrf')
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
    }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    let response: Response
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        redirect: 'manual',
      })
    } catch (error) {
      throw new NetworkError(error)
    }
    for (const line of response.headers.getSetCookie()) this.store(line)
    let body: unknown
    try {
      body = await parseJsonBody(response)
    } catch (error) {
      // The connection broke while the body was arriving.
      throw new NetworkError(error)
    }
    return { status: response.status, headers: response.headers, body }
  }

  async signUp(email: string, password: string) {
    const answer = await this.request('POST', '/api/auth/signup', {
      body: { email, password, confirmPassword: password, firstName: 'Sam', lastName: 'Sync' },
    })
    if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`)
  }

  /** Signs in; returns the user's id. */
  async signIn(email: string, password: string): Promise<number> {
    const answer = await this.request('POST', '/api/auth/login', { body: { email, password } })
    if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`)
    return (answer.body as { user: { id: number } }).user.id
  }

  async signOut() {
    const answer = await this.request('POST', '/api/auth/logout', { body: {} })
    if (answer.status !== 200) throw new Error(`sign-out failed: ${answer.status}`)
  }

  private store(line: string) {
    const [pair = '', ...attributes] = line.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    const expired = attributes.some((a) => /^\s*max-age=0\b/i.test(a) || /^\s*expires=.*1970/i.test(a))
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}
