import type { HttpContext } from '@adonisjs/core/http'
import { createSubscription, listSubscriptions } from '#services/shop_service'

export default class SubscriptionsController {
  async index({ auth }: HttpContext) {
    return listSubscriptions(auth.getUserOrFail().id)
  }

  async store({ auth, request, response }: HttpContext) {
    return response.status(201).send(await createSubscription(auth.getUserOrFail().id, request.body()))
  }
}
