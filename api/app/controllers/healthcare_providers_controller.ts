import type { HttpContext } from '@adonisjs/core/http'
import { healthcareProviderInputSchema } from '@dosewise/sync-protocol'
import { createRecord, listRecords } from '#services/records/records_service'

export default class HealthcareProvidersController {
  async index({ auth }: HttpContext) {
    return listRecords('healthcareProvider', auth.getUserOrFail().id)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord('healthcareProvider', auth.getUserOrFail().id, healthcareProviderInputSchema, request.body())
    return response.status(created ? 201 : 200).send(record)
  }
}
