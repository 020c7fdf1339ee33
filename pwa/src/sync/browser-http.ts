/**
 * The engine's HTTP in the browser: same-origin fetch with the session cookie, and on every
 * POST the CSRF header taken from the XSRF-TOKEN cookie (fetched from /api/auth/csrf when
 * missing), with the same helpers as `lib/api-client.ts` (lib/csrf.ts).
 */
import { csrfToken, fetchCsrfCookie } from '../lib/csrf'
import { NetworkError, parseJsonBody, type HttpClient } from './http'

async function refreshXsrfCookie() {
  try {
    await fetchCsrfCookie()
  } catch (error) {
    throw new NetworkError(error)
  }
}

async function send(method: 'GET' | 'POST', path: string, body: unknown, extra: Record<string, string>) {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra }
  if (method === 'POST') {
    if (!csrfToken()) await refreshXsrfCookie()
    const token = csrfToken()
    if (token) headers['X-XSRF-TOKEN'] = token
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (error) {
    throw new NetworkError(error)
  }
  return { status: response.status, headers: response.headers, body: await parseJsonBody(response) }
}

export function createBrowserHttp(): HttpClient {
  return {
    async request(method, path, options = {}) {
      const answer = await send(method, path, options.body, options.headers ?? {})
      // A stale token (the session was renewed in another tab): fetch a fresh one, try once more.
      if (answer.status === 403 && (answer.body as { code?: unknown } | null)?.code === 'E_BAD_CSRF_TOKEN') {
        await refreshXsrfCookie()
        return send(method, path, options.body, options.headers ?? {})
      }
      return answer
    },
  }
}
