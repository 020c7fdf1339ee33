/**
 * The HTTP the sync engine needs, as an interface: the browser's same-origin fetch with the
 * CSRF header (`browser-http.ts`), or in tests a cookie-jar client talking to a real API
 * process through a fault-injecting proxy (`pwa/test-support`).
 */
export interface HttpResponse {
  status: number
  headers: Headers
  /** Parsed JSON, or null for an empty or non-JSON body. */
  body: unknown
}

export interface HttpRequestOptions {
  body?: unknown
  headers?: Record<string, string>
}

export interface HttpClient {
  /** Resolves with any HTTP answer; rejects with NetworkError when no answer came. */
  request(method: 'GET' | 'POST', path: string, options?: HttpRequestOptions): Promise<HttpResponse>
}

/** No HTTP answer at all: offline, DNS, a dropped connection, a server that is down. */
export class NetworkError extends Error {
  constructor(readonly cause?: unknown) {
    super('No connection to the server')
    this.name = 'NetworkError'
  }
}

export async function parseJsonBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
