/**
 * The browser for the PWA's integration tests against the real API process (api-server.ts):
 * jsdom has no HTTP of its own, so this plays the browser's part. The page's relative URLs go to
 * the API's origin (`origin`, which a test may point at a dead port to go "offline"), cookies are
 * kept between requests (one instance = one browser profile), and the XSRF-TOKEN cookie is in
 * `document.cookie` for the page that is open, as in a browser — the session cookie is not.
 *
 * Use: `browser.openPage()`, then `vi.stubGlobal('fetch', browser.pageFetch)` (or `browser.fetch`
 * when the test does not look at `requests`); `send()` and `signUpAndIn()` set data up as the app would.
 */
const realFetch = globalThis.fetch

export class SameOriginBrowser {
  /** The browser whose page is rendered: only its CSRF cookie is in document.cookie. */
  static inPage: SameOriginBrowser | null = null
  readonly cookies = new Map<string, string>()
  /** 'METHOD /path' of every request the page made. */
  readonly requests: string[] = []
  constructor(public origin: string) {}

  /** Makes this the browser of the page about to render: its CSRF cookie, a fresh `requests`. */
  openPage() {
    SameOriginBrowser.inPage = this
    this.requests.length = 0
    document.cookie = `XSRF-TOKEN=${this.cookies.get('XSRF-TOKEN') ?? ''}; path=/`
  }

  /** What the page calls as `fetch`. */
  pageFetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    this.requests.push(`${init.method ?? 'GET'} ${String(input)}`)
    return this.fetch(input, init)
  }

  /** A request as this browser sends it: against `origin`, with its cookies, keeping what is set. */
  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers)
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    const response = await realFetch(new URL(String(input), this.origin).href, {
      method: init.method,
      body: init.body,
      headers,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) this.store(line)
    return response
  }

  /** JSON to the API as the app sends it: with the CSRF header. */
  async send(method: string, path: string, body?: unknown) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.fetch('/api/auth/csrf')
    const response = await this.fetch(path, {
      method,
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN')!) },
      body: JSON.stringify(body ?? {}),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }

  async signUpAndIn(firstName: string) {
    const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.test`
    const password = 'correct horse battery'
    await this.send('POST', '/api/auth/signup', { email, password, confirmPassword: password, firstName })
    await this.send('POST', '/api/auth/login', { email, password })
  }

  private store(line: string) {
    const [pair = ''] = line.split(';')
    const name = pair.slice(0, pair.indexOf('=')).trim()
    const value = pair.slice(pair.indexOf('=') + 1).trim()
    const expired = /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)
    if (expired || !value) this.cookies.delete(name)
    else this.cookies.set(name, value)
    // Only the CSRF cookie is readable by script; the session cookie is httpOnly.
    if (name === 'XSRF-TOKEN' && SameOriginBrowser.inPage === this)
      document.cookie = expired || !value ? `${name}=; max-age=0; path=/` : `${name}=${value}; path=/`
  }
}
