import type { HttpContext } from '@adonisjs/core/http'
import { clientInfo } from '#http/client_info'
import { sendPage } from '#http/send_page'
import { pageQueryValidator } from '#validators/paging'
import { orderValidator } from '#validators/shop'
import { listOrders, placeOrder } from '#services/shop/orders_service'

export default class SupplementOrdersController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listOrders(ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  /** 201 for a new order; 200 with the same order when its partner link was sent again. */
  async store(ctx: HttpContext) {
    const { order, created } = await placeOrder(ctx.auth.getUserOrFail().id, orderValidator.validate(ctx.request.body()), clientInfo(ctx))
    return ctx.response.status(created ? 201 : 200).send(order)
  }
}
