/**
 * A cookie-keeping HTTP client that behaves like the PWA in a browser: real HTTP to the test
 * server, cookies kept between requests, and the CSRF header taken from the XSRF-TOKEN cookie
 * on every state-changing request (unless a test turns that off to prove CSRF is enforced).
 */
import { randomUUID } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'

/**
 * Every test request comes from 127.0.0.1, so the per-IP limits are shared by the whole suite:
 * tests start from empty limits (the rate-limit tests fill them on purpose).
 */
export async function resetRateLimits() {
  await db.from('rate_limits').delete()
}

export function baseUrl() {
  return `http://127.0.0.1:${process.env.PORT}`
}

export type Answer<T = any> = { status: number; headers: Headers; body: T; text: string }

export class Browser {
  cookies = new Map<string, string>()

  /** Another server than the test server (e.g. one started by startServer). */
  constructor(private origin?: string) {}
  sendCsrf = true

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; raw?: string; headers?: Record<string, string>; redirect?: 'manual' | 'follow' } = {}
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers }
    if (method !== 'GET' && method !== 'HEAD' && this.sendCsrf) {
      if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/auth/csrf')
      headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
    }
    if (options.json !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json'
    if (this.cookies.size) headers.cookie = this.cookieHeader()
    const response = await fetch(`${this.origin ?? baseUrl()}${path}`, {
      method,
      headers,
      body: options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      redirect: options.redirect ?? 'manual',
    })
    for (const line of response.headers.getSetCookie()) this.#store(line)
    const text = await response.text()
    let body: any = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {}
    return { status: response.status, headers: response.headers, body, text }
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers })
  }

  post<T = any>(path: string, json?: unknown) {
    return this.request<T>('POST', path, { json: json ?? {} })
  }

  #store(line: string) {
    const [pair, ...attributes] = line.split(';')
    const index = pair.indexOf('=')
    const name = pair.slice(0, index).trim()
    const value = pair.slice(index + 1).trim()
    const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=thu, 01 jan 1970/i.test(a.trim()))
    if (expired || value === '') this.cookies.delete(name)
    else this.cookies.set(name, value)
  }
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`
}

export async function signUp(browser: Browser, overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail()
  const password = (overrides.password as string) ?? 'correct horse battery'
  const answer = await browser.post('/api/auth/signup', {
    email,
    password,
    confirmPassword: password,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  })
  return { email, password, answer }
}

export async function signedInBrowser(overrides: Record<string, unknown> = {}) {
  const browser = new Browser()
  const { email, password } = await signUp(browser, overrides)
  const login = await browser.post('/api/auth/login', { email, password })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`)
  return { browser, email, password }
}
