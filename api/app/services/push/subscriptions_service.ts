/**
 * Push subscriptions of a person's devices. An endpoint belongs to one browser: subscribing it
 * again (also under another account on a shared device) moves it to the session's user.
 */
import PushSubscription from '#models/push_subscription'
import type { PushSubscriptionInput } from '#validators/push'

export async function saveSubscription(userId: number, input: PushSubscriptionInput) {
  await PushSubscription.updateOrCreate(
    { endpoint: input.endpoint },
    { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, timeZone: input.timeZone ?? null }
  )
}

export async function removeSubscription(userId: number, endpoint: string) {
  await PushSubscription.query().where('user_id', userId).where('endpoint', endpoint).delete()
}
