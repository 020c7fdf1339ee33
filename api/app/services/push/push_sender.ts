/**
 * Sends one message to every push subscription of a person. A subscription the push service
 * says is gone (404 or 410) is deleted; other failures are counted and left for the next time.
 * PUSH_SERVICE_CA (a PEM file) adds a certificate authority for the push service's TLS — for a
 * local stand-in in tests; real push services need none.
 */
import { readFileSync } from 'node:fs'
import { Agent } from 'node:https'
import webpush from 'web-push'
import PushSubscription from '#models/push_subscription'
import { vapid } from '#services/push/vapid'

export interface PushPayload {
  title: string
  body: string
  tag: string
  url: string
  /** Lets the service worker record the dose from the notification's buttons (dose_action_token.ts). */
  actionToken?: string
}

export interface SendResult {
  delivered: number
  removed: number
  failed: number
}

function agent(): Agent | undefined {
  const ca = process.env.PUSH_SERVICE_CA
  return ca ? new Agent({ ca: readFileSync(ca) }) : undefined
}

export async function sendToUser(userId: number, payload: PushPayload): Promise<SendResult> {
  const subscriptions = await PushSubscription.query().where('user_id', userId)
  const result: SendResult = { delivered: 0, removed: 0, failed: 0 }
  const keys = vapid()
  const httpsAgent = agent()
  for (const subscription of subscriptions) {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: keys,
          TTL: 60 * 60,
          urgency: 'high',
          topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
          ...(httpsAgent ? { agent: httpsAgent } : {}),
        }
      )
      result.delivered += 1
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode
      if (status === 404 || status === 410) {
        await subscription.delete()
        result.removed += 1
      } else {
        result.failed += 1
      }
    }
  }
  return result
}
