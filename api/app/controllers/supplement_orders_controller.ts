import type { HttpContext } from '@adonisjs/core/http'
import { listOrders, placeOrder } from '#services/shop_service'

export default class SupplementOrdersController {
  async index({ auth }: HttpContext) {
    return listOrders(auth.getUserOrFail().id)
  }

  async store({ auth, request, response }: HttpContext) {
    return response.status(201).send(await placeOrder(auth.getUserOrFail().id, request.body()))
  }
}
