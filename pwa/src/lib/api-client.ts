/**
 * The one way the PWA talks HTTP to the API: same-origin cookies, the CSRF header on every
 * state-changing request, JSON in and out, responses checked against the sync-protocol schemas.
 * A non-OK answer raises ApiError whose message is "status: body" (spec §8); callers read
 * `serverMessage` for the text a person should see.
 */
import { csrfToken, fetchCsrfCookie } from './csrf'
import type { ZodType, ZodTypeDef } from 'zod'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: unknown
  ) {
    super(`${status}: ${bodyText}`)
    this.name = 'ApiError'
  }

  /** The server's own message, if it sent one (`{ message }`). */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message
    return typeof message === 'string' && message ? message : undefined
  }

  /** Field errors of a 422 answer: `{ field: message }`, first message per field. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: unknown } | null)?.errors
    const result: Record<string, string> = {}
    if (!Array.isArray(errors)) return result
    for (const error of errors) {
      if (error && typeof error.field === 'string' && typeof error.message === 'string') {
        result[error.field] ??= error.message
      }
    }
    return result
  }
}

export class OfflineError extends Error {
  constructor() {
    super("You're offline — this needs a connection.")
    this.name = 'OfflineError'
  }
}

/**
 * The request never reached the server: the browser knows it is offline (OfflineError), or the
 * connection could not be made (fetch rejects with a TypeError: "Failed to fetch").
 */
export function isConnectionFailure(error: unknown): boolean {
  return error instanceof OfflineError || error instanceof TypeError
}

async function ensureCsrfCookie() {
  if (!csrfToken()) await fetchCsrfCookie()
}

type Options<T> = { body?: unknown; schema?: ZodType<T, ZodTypeDef, unknown>; signal?: AbortSignal }

export async function apiRequest<T = unknown>(method: string, path: string, options: Options<T> = {}): Promise<T> {
  const changesState = method !== 'GET' && method !== 'HEAD'
  if (changesState) await ensureCsrfCookie()
  let answer = await send(method, path, options, changesState)
  // A token from a session the server no longer has (expired, or ended on another device):
  // fetch a fresh one and try once more.
  if (changesState && answer.response.status === 403 && (answer.body as { code?: unknown } | null)?.code === 'E_BAD_CSRF_TOKEN') {
    await fetchCsrfCookie()
    answer = await send(method, path, options, changesState)
  }
  const { response, text, body } = answer
  if (!response.ok) throw new ApiError(response.status, text || response.statusText, body)
  return options.schema ? options.schema.parse(body) : (body as T)
}

async function send<T>(method: string, path: string, options: Options<T>, changesState: boolean) {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (changesState) {
    const token = csrfToken()
    if (token) headers['X-XSRF-TOKEN'] = token
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw navigator.onLine === false ? new OfflineError() : error
  }

  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  return { response, text, body }
}

export const api = {
  get: <T>(path: string, options?: Omit<Options<T>, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<Options<T>, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<Options<T>, 'body'>) =>
    apiRequest<T>('PATCH', path, { ...options, body: body ?? {} }),
}
