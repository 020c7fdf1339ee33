/**
 * What a session holds about its device (written by app/http/session_device.ts at sign-in and
 * on signed-in requests), and how to read it back from a session's stored values. Times are
 * epoch milliseconds.
 */
export const DEVICE_SESSION_KEY = 'device'

export interface SessionDevice {
  userAgent: string | null
  signedInAt: number
  lastActiveAt: number
}

/** A session's stored device facts, or null for a session signed in before they were kept. */
export function readSessionDevice(data: Record<string, unknown> | null | undefined): SessionDevice | null {
  const value = data?.[DEVICE_SESSION_KEY] as Partial<SessionDevice> | undefined
  if (!value || typeof value.signedInAt !== 'number') return null
  return {
    userAgent: typeof value.userAgent === 'string' ? value.userAgent : null,
    signedInAt: value.signedInAt,
    lastActiveAt: typeof value.lastActiveAt === 'number' ? value.lastActiveAt : value.signedInAt,
  }
}
