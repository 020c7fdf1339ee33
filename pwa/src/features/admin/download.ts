/**
 * Downloads a file the server makes for an administrator (the users' CSV, a database backup):
 * fetched with the session's cookie and the CSRF header like any API call, then handed to the
 * browser's downloads under the name the server gave it.
 */
import { ApiError } from '../../lib/api-client'
import { csrfToken, fetchCsrfCookie } from '../../lib/csrf'
import { saveFile } from '../../lib/save-file'

export async function downloadFromServer(method: 'GET' | 'POST', path: string, fallbackName: string): Promise<string> {
  const headers: Record<string, string> = {}
  if (method === 'POST') {
    if (!csrfToken()) await fetchCsrfCookie()
    headers['X-XSRF-TOKEN'] = csrfToken() ?? ''
  }
  const response = await fetch(path, { method, headers, credentials: 'same-origin' })
  if (!response.ok) {
    const text = await response.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {}
    throw new ApiError(response.status, text, body)
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const blob = await response.blob()
  saveFile(name, blob)
  return name
}
