import type { HttpContext } from '@adonisjs/core/http'
import { labResultInputSchema } from '@dosewise/sync-protocol'
import { createRecord, listRecords } from '#services/records/records_service'

export default class LabResultsController {
  async index({ auth }: HttpContext) {
    return listRecords('labResult', auth.getUserOrFail().id)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord('labResult', auth.getUserOrFail().id, labResultInputSchema, request.body())
    return response.status(created ? 201 : 200).send(record)
  }
}
