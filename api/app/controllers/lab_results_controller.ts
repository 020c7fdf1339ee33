import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { recordValidator } from '#validators/records'
import { pageQueryValidator } from '#validators/paging'
import { createRecord, listRecords } from '#services/records/records_service'

export default class LabResultsController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listRecords('labResult', ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord(
      'labResult',
      auth.getUserOrFail().id,
      recordValidator('labResult').validate(request.body())
    )
    return response.status(created ? 201 : 200).send(record)
  }
}
