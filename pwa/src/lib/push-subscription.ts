/**
 * Subscribing this device to Web Push reminders (issue 13): the browser's push subscription,
 * made with the API's VAPID key, handed to the API with the device's time zone. Idempotent: an
 * existing subscription is sent again (the API keeps one per endpoint). Needs the service
 * worker, a connection, and a browser with a push service — on iPhones, only an installed app.
 */
import { z } from 'zod'
import { api, isConnectionFailure } from './api-client'
import { pushSupported } from './system-notification'

export type PushSetup = 'subscribed' | 'unsupported' | 'offline' | 'failed'

const keySchema = z.object({ publicKey: z.string() })

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

export async function subscribeToPush(): Promise<PushSetup> {
  if (!pushSupported()) return 'unsupported'
  try {
    const registration = await navigator.serviceWorker.getRegistration()
    if (!registration) return 'unsupported'
    const { publicKey } = await api.get('/api/push/key', { schema: keySchema })
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
    await api.post('/api/push/subscriptions', { ...subscription.toJSON(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
    return 'subscribed'
  } catch (error) {
    return isConnectionFailure(error) ? 'offline' : 'failed'
  }
}
