import type { HttpContext } from '@adonisjs/core/http'
import { vapid } from '#services/push/vapid'
import { removeSubscription, saveSubscription } from '#services/push/subscriptions_service'
import { recordDoseAction } from '#services/push/dose_action_service'
import { doseActionValidator, pushEndpointValidator, pushSubscriptionValidator } from '#validators/push'

export default class PushController {
  /** The VAPID public key browsers subscribe with. */
  async key() {
    return { publicKey: vapid().publicKey }
  }

  async subscribe({ auth, request, response }: HttpContext) {
    await saveSubscription(auth.getUserOrFail().id, pushSubscriptionValidator.validate(request.body()))
    return response.status(201).send({ message: 'Reminders will arrive on this device.' })
  }

  async unsubscribe({ auth, request }: HttpContext) {
    await removeSubscription(auth.getUserOrFail().id, pushEndpointValidator.validate(request.body()).endpoint)
    return { message: 'Reminders will no longer arrive on this device.' }
  }

  /** From the service worker, with the app closed: authorised by the notification's token only. */
  async doseAction({ request }: HttpContext) {
    const { token, action } = doseActionValidator.validate(request.body())
    return recordDoseAction(token, action)
  }
}
