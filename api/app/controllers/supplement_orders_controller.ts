import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { pageQueryValidator } from '#validators/paging'
import { orderValidator } from '#validators/shop'
import { listOrders, placeOrder } from '#services/shop_service'

export default class SupplementOrdersController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listOrders(ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    return response.status(201).send(await placeOrder(auth.getUserOrFail().id, orderValidator.validate(request.body())))
  }
}
