/**
 * The person's signed-in devices (GET/DELETE /api/account/sessions): every session the store
 * holds tagged with them (database, Redis or memory store, through @adonisjs/session's
 * SessionCollection) that is still signed in as them at their current session epoch.
 *
 * A device is named by an opaque id: an HMAC of the session id under the app key, so the list
 * never carries a session id (which is the cookie's value: knowing it is being signed in).
 * Signing one device out deletes its session from the store; its next request is a guest's.
 * The cookie store keeps nothing on the server, so there the list is only this device.
 */
import { createHmac } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import env from '#start/env'
import type User from '#models/user'
import { describeUserAgent, UNKNOWN_DEVICE, type AccountSession } from '@dosewise/sync-protocol'
import { ACCOUNT_MESSAGES } from '@dosewise/sync-protocol'
import { BadRequestException, NotFoundException } from '#exceptions/app_exceptions'
import { parseSessionIdentifier } from '#services/auth/epoch_user_provider'
import { readSessionDevice } from '#services/account/session_device_data'

/** The key the web guard keeps its user identifier under in the session. */
const GUARD_SESSION_KEY = 'auth_web'

export function deviceId(sessionId: string): string {
  return createHmac('sha256', env.get('APP_KEY')).update(`session-device:${sessionId}`).digest('hex').slice(0, 32)
}

interface StoredDevice {
  sessionId: string
  session: AccountSession
}

const iso = (millis: number | null | undefined) => (typeof millis === 'number' ? new Date(millis).toISOString() : null)

async function collection() {
  return app.container.make(SessionCollection)
}

/** This request's session: its id and its values as they are now (newer than the store's). */
export interface CurrentSession {
  id: string
  data: Record<string, unknown>
}

function describe(sessionId: string, data: Record<string, unknown> | null, current: boolean): AccountSession {
  const device = readSessionDevice(data)
  return {
    id: deviceId(sessionId),
    device: device ? describeUserAgent(device.userAgent) : UNKNOWN_DEVICE,
    signedInAt: iso(device?.signedInAt),
    lastActiveAt: iso(device?.lastActiveAt),
    current,
  }
}

/** The sessions signed in as `user` now (an old epoch's leftovers are not devices any more). */
async function storedDevices(user: User, current: CurrentSession): Promise<StoredDevice[]> {
  const sessions = await collection()
  if (!sessions.supportsTagging()) return []
  const tagged = await sessions.tagged(String(user.id))
  const devices: StoredDevice[] = []
  for (const { id, data } of tagged) {
    const signedInAs = parseSessionIdentifier(String(data?.[GUARD_SESSION_KEY] ?? ''))
    if (!signedInAs || signedInAs.id !== user.id || signedInAs.epoch !== (user.sessionEpoch ?? 0)) continue
    if (id !== current.id) devices.push({ sessionId: id, session: describe(id, data, false) })
  }
  return devices
}

/**
 * This device first (described from the request's own session, which may be newer than the
 * store's copy, and which the cookie store has nowhere else), then the most recently active.
 */
export async function listDevices(user: User, current: CurrentSession): Promise<AccountSession[]> {
  const others = (await storedDevices(user, current)).map((d) => d.session)
  const rank = (d: AccountSession) => Date.parse(d.lastActiveAt ?? d.signedInAt ?? '') || 0
  return [describe(current.id, current.data, true), ...others.sort((a, b) => rank(b) - rank(a))]
}

/** Signs one other device out. This device signs out with Sign out instead. */
export async function signOutDevice(user: User, current: CurrentSession, id: string): Promise<void> {
  if (id === deviceId(current.id)) throw new BadRequestException(ACCOUNT_MESSAGES.deviceIsCurrent, 'E_CURRENT_DEVICE')
  const found = (await storedDevices(user, current)).find((d) => d.session.id === id)
  if (!found) throw new NotFoundException(ACCOUNT_MESSAGES.deviceNotFound, 'E_DEVICE_NOT_FOUND')
  await (await collection()).destroy(found.sessionId)
}
