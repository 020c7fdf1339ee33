import type { HttpContext } from '@adonisjs/core/http'
import { searchInteractions } from '#services/reference_data/reference_service'

export default class DrugInteractionsController {
  /** All interactions, major first; ?medication=&supplement= filter through the shared matcher. */
  async index({ request }: HttpContext) {
    return searchInteractions(request.qs())
  }
}
