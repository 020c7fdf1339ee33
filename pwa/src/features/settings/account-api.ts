/**
 * /settings talks to the server for everything but the time zone (a reminder setting, saved on
 * the device and synced): the account overview, the name, the password, signed-in devices, the
 * data export and deleting the account. All of it needs a connection.
 */
import {
  accountOverviewSchema,
  accountSessionsSchema,
  currentUserSchema,
  exportFileName,
  type AccountOverview,
  type AccountProfileInput,
  type AccountSession,
  type ChangePasswordInput,
} from '@dosewise/sync-protocol'
import { z } from 'zod'
import { api, apiRequest, ApiError, OfflineError } from '../../lib/api-client'

const messageSchema = z.object({ message: z.string() })

export const loadOverview = (signal: AbortSignal): Promise<AccountOverview> =>
  api.get('/api/account', { schema: accountOverviewSchema, signal })

export const loadDevices = (signal: AbortSignal): Promise<AccountSession[]> =>
  api.get('/api/account/sessions', { schema: accountSessionsSchema, signal })

export async function saveProfile(input: AccountProfileInput) {
  return api.patch('/api/account/profile', input, { schema: z.object({ message: z.string(), user: currentUserSchema }) })
}

export async function changePassword(input: ChangePasswordInput) {
  return (await api.post('/api/auth/change-password', input, { schema: messageSchema })).message
}

export async function signOutDevice(id: string) {
  return (await apiRequest('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`, { schema: messageSchema })).message
}

export async function signOutEverywhere() {
  await api.post('/api/auth/logout-everywhere')
}

export async function deleteAccount(password: string | undefined) {
  await apiRequest('DELETE', '/api/account', { body: password === undefined ? {} : { password } })
}

export async function resendVerification() {
  return (await api.post('/api/auth/resend-verification', {}, { schema: messageSchema })).message
}

/** How far the download is: bytes so far, and the whole when the server said (else null). */
export interface ExportProgress {
  received: number
  total: number | null
}

export interface ExportFile {
  fileName: string
  blob: Blob
}

/** The file name the server gave the zip, else today's. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? ''
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? exportFileName()
}

/** GET /api/account/export, read as it arrives so the screen can show how far it is. */
export async function downloadExport(onProgress: (progress: ExportProgress) => void): Promise<ExportFile> {
  let response: Response
  try {
    response = await fetch('/api/account/export', { credentials: 'same-origin', headers: { Accept: 'application/zip' } })
  } catch (error) {
    throw navigator.onLine === false ? new OfflineError() : error
  }
  if (!response.ok) {
    const text = await response.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {}
    throw new ApiError(response.status, text, body)
  }
  const length = Number(response.headers.get('content-length'))
  const total = Number.isFinite(length) && length > 0 ? length : null
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = response.body?.getReader()
  if (!reader) {
    const bytes = new Uint8Array(await response.arrayBuffer())
    onProgress({ received: bytes.byteLength, total })
    return { fileName: fileNameOf(response), blob: new Blob([bytes], { type: 'application/zip' }) }
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.byteLength
    onProgress({ received, total })
  }
  return { fileName: fileNameOf(response), blob: new Blob(chunks as BlobPart[], { type: 'application/zip' }) }
}

/** Hands a file to the browser's downloads. */
