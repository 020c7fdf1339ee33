import type { HttpContext } from '@adonisjs/core/http'
import { prescriptionInputSchema } from '@dosewise/sync-protocol'
import { createRecord, listRecords } from '#services/records/records_service'

export default class PrescriptionsController {
  async index({ auth }: HttpContext) {
    return listRecords('prescription', auth.getUserOrFail().id)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord('prescription', auth.getUserOrFail().id, prescriptionInputSchema, request.body())
    return response.status(created ? 201 : 200).send(record)
  }
}
