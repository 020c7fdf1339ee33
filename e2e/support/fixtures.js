/**
 * Accounts, sessions, mail and request recording for the specs.
 *
 * Two ways to get a signed-in page:
 * - through the real UI (`signIn`, `signUpAndSignIn`): what the specs about signing in use;
 * - fast setup over HTTP (`apiSignUp`, `apiSignIn` → cookies for `context.addCookies`): what
 *   every other spec uses. The server rate-limits sign-up (10 per IP per hour) and sign-in
 *   (20 per IP per 15 min) and every spec runs from 127.0.0.1, so a spec file should create
 *   one account and sign it in once (in `before`), then reuse the cookies in each context.
 */
import assert from 'node:assert/strict'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { Buffer } from 'node:buffer'
import { BASE_URL } from './browser.js'
import { eventually, expectPath, expectVisible } from './expect.js'

export const DATA_DIR = process.env.E2E_DATA_DIR ?? ''
export const DEMO = { email: 'demo@dosewise.app', password: 'dosewise-demo' }
export const PASSWORD = 'correct-horse-battery'

export function uniqueEmail(prefix = 'e2e') {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`
}

/** A tiny cookie jar for Node's fetch: enough for the session and XSRF-TOKEN cookies. */
export class ApiClient {
  cookies = new Map()

  constructor(baseUrl = BASE_URL) {
    this.baseUrl = baseUrl
  }

  #store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === ''
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  #cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(method, path, body) {
    const headers = { Accept: 'application/json' }
    if (method !== 'GET' && method !== 'HEAD') {
      // The CSRF dance the PWA does: any GET hands out XSRF-TOKEN; it goes back as a header.
      if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/auth/csrf')
      headers['X-XSRF-TOKEN'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '')
    }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (this.cookies.size) headers.Cookie = this.#cookieHeader()
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    })
    this.#store(response)
    const text = await response.text()
    let json = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {}
    return { status: response.status, json, text }
  }

  get(path) {
    return this.request('GET', path)
  }

  post(path, body) {
    return this.request('POST', path, body)
  }

  /** The cookies in Playwright's shape, for `context.addCookies(client.playwrightCookies())`. */
  playwrightCookies() {
    return [...this.cookies].map(([name, value]) => ({ name, value, url: this.baseUrl }))
  }
}

/** Creates an account over HTTP (201 expected). Returns its credentials. */
export async function apiSignUp(overrides = {}) {
  const account = {
    email: uniqueEmail(),
    password: PASSWORD,
    confirmPassword: overrides.password ?? PASSWORD,
    firstName: 'Erin',
    lastName: 'Tester',
    ...overrides,
  }
  const client = new ApiClient()
  const res = await client.post('/api/auth/signup', account)
  assert.equal(res.status, 201, `sign-up of ${account.email} answered ${res.status}: ${res.text}`)
  return { email: account.email, password: account.password, firstName: account.firstName, lastName: account.lastName }
}

/** Signs in over HTTP; returns the client holding the session (200 expected). */
export async function apiSignIn({ email, password }) {
  const client = new ApiClient()
  const res = await client.post('/api/auth/login', { email, password })
  assert.equal(res.status, 200, `sign-in of ${email} answered ${res.status}: ${res.text}`)
  return client
}

/** A new account, signed in over HTTP: `{ account, cookies }` to add to any context. */
export async function apiSession(overrides = {}) {
  const account = await apiSignUp(overrides)
  const client = await apiSignIn(account)
  return { account, cookies: client.playwrightCookies() }
}

/** Signs in through the login screen and waits until the app has left it. */
export async function signIn(page, { email, password }, { expectPath: target = '/dashboard' } = {}) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  if (target) await expectPath(page, target, { timeout: 15_000 })
}

/** Creates an account through the sign-up screen, then signs in with it through the UI. */
export async function signUpAndSignIn(page, overrides = {}) {
  const account = { email: uniqueEmail(), password: PASSWORD, firstName: 'Erin', lastName: 'Tester', ...overrides }
  await page.goto('/signup')
  await page.getByLabel('First name').fill(account.firstName)
  await page.getByLabel('Last name').fill(account.lastName)
  await page.getByLabel('Email', { exact: true }).fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Confirm password').fill(account.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expectPath(page, '/login', { timeout: 15_000 })
  await signIn(page, account)
  return account
}

// ---------------------------------------------------------------------------------------------
// Mail: the app writes every message as an .eml file under DATA_DIR/mail.

function decodeQuotedPrintable(text) {
  const bytes = []
  const soft = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function parseHeaders(block) {
  const headers = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim()
  }
  return headers
}

function decodeBody(headers, body) {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** Leaf parts of a MIME message: [{ headers, body }] with bodies decoded. */
function mimeParts(headers, body) {
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (!boundary) return [{ headers, body: decodeBody(headers, body) }]
  const parts = []
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break
    const split = chunk.replace(/^\r?\n/, '').search(/\r?\n\r?\n/)
    const trimmed = chunk.replace(/^\r?\n/, '')
    const partHeaders = parseHeaders(trimmed.slice(0, split))
    const partBody = trimmed.slice(split).replace(/^\r?\n\r?\n/, '')
    parts.push(...mimeParts(partHeaders, partBody))
  }
  return parts
}

export function parseEml(raw) {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = parseHeaders(raw.slice(0, split))
  const parts = mimeParts(headers, raw.slice(split).replace(/^\r?\n\r?\n/, ''))
  const text = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').startsWith('text/plain'))?.body ?? ''
  const html = parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/html'))?.body ?? ''
  const links = [...new Set([...(text + '\n' + html).matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]))]
  return { to: headers.to ?? '', subject: headers.subject ?? '', text, html, links }
}

/** Every mail written to `to` so far, oldest first. */
export function mailsTo(dataDir, to) {
  const dir = join(dataDir || DATA_DIR, 'mail')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: join(dir, name), ...parseEml(readFileSync(join(dir, name), 'utf8')) }))
    .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
}

/**
 * Waits for a mail to `to` (whose subject matches `subject`, if given) and returns the newest
 * one: { file, to, subject, text, html, links }.
 */
export async function readMail(dataDir, to, { subject, timeout = 10_000 } = {}) {
  let found
  try {
    await eventually(
      () => {
        const mails = mailsTo(dataDir, to).filter(
          (m) => !subject || (subject instanceof RegExp ? subject.test(m.subject) : m.subject.includes(subject))
        )
        assert.ok(mails.length > 0)
        found = mails.at(-1)
      },
      { timeout, interval: 200 }
    )
  } catch {
    assert.fail(
      `no mail to ${to}${subject ? ` with subject ${subject}` : ''} under ${join(dataDir || DATA_DIR, 'mail')} after ${timeout} ms`
    )
  }
  return found
}

/** The app link in a mail whose path starts with `prefix`, as a path (the host may differ). */
export function appLinkIn(mail, prefix) {
  const link = mail.links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(prefix))
  assert.ok(link, `the mail "${mail.subject}" has no link to ${prefix}…; its links: ${mail.links.join(', ') || 'none'}`)
  return link.pathname + link.search
}

// ---------------------------------------------------------------------------------------------
// Request recording: to assert that something was, or was NOT, sent.

export function recordRequests(page) {
  const requests = []
  const listener = (request) => requests.push({ method: request.method(), url: request.url(), navigation: request.isNavigationRequest() })
  page.on('request', listener)
  return {
    requests,
    /** Requests whose URL path matches (a string prefix of the path, or a RegExp on the whole URL). */
    matching(pattern, method) {
      return requests.filter((r) => {
        const path = new URL(r.url).pathname
        const hit = pattern instanceof RegExp ? pattern.test(r.url) : path === pattern || path.startsWith(pattern)
        return hit && (!method || r.method === method)
      })
    },
    assertNone(pattern, method, message) {
      const hits = this.matching(pattern, method)
      assert.equal(
        hits.length,
        0,
        `${message ?? `expected no ${method ?? ''} request to ${pattern}`}; sent: ${hits.map((h) => `${h.method} ${h.url}`).join(', ')}`
      )
    },
    stop() {
      page.off('request', listener)
    },
  }
}

/** Holds a route's requests until `release()` is called (to see pending states). */
export async function holdRoute(page, pattern) {
  let release
  const gate = new Promise((resolve) => (release = resolve))
  let seen = 0
  await page.route(pattern, async (route) => {
    seen++
    await gate
    await route.continue().catch(() => {})
  })
  return {
    release: () => release(),
    get seen() {
      return seen
    },
  }
}

/** The toast region and the visible toasts in it. */
export function toastRegion(page) {
  return page.getByRole('region', { name: /Notifications \(F8\)/ })
}

/** Waits for a toast with this title (and description, if given). */
export async function expectToast(page, title, description) {
  const region = toastRegion(page)
  await expectVisible(region.getByText(title, { exact: true }), `toast "${title}"`)
  if (description !== undefined) {
    await expectVisible(region.getByText(description, { exact: true }), `toast "${title}" with description "${description}"`)
  }
}
