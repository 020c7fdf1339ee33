import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { pageQueryValidator } from '#validators/paging'
import { subscriptionValidator } from '#validators/shop'
import { createSubscription, listSubscriptions } from '#services/shop/subscriptions_service'

export default class SubscriptionsController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listSubscriptions(ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    return response.status(201).send(await createSubscription(auth.getUserOrFail().id, subscriptionValidator.validate(request.body())))
  }
}
