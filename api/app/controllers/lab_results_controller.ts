import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { labResultInputSchema } from '@dosewise/sync-protocol'
import { createRecord, listRecords } from '#services/records/records_service'

export default class LabResultsController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listRecords('labResult', ctx.auth.getUserOrFail().id, ctx.request.qs())
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord('labResult', auth.getUserOrFail().id, labResultInputSchema, request.body())
    return response.status(created ? 201 : 200).send(record)
  }
}
