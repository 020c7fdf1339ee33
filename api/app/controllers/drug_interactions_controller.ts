import type { HttpContext } from '@adonisjs/core/http'
import { searchInteractions } from '#services/reference_data/reference_service'
import { interactionQueryValidator } from '#validators/reference'

export default class DrugInteractionsController {
  /** All interactions, major first; ?medication=&supplement= filter through the shared matcher. */
  async index({ request }: HttpContext) {
    return searchInteractions(interactionQueryValidator.validate(request.qs()))
  }
}
