import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { recordValidator } from '#validators/records'
import { pageQueryValidator } from '#validators/paging'
import { createRecord, listRecords } from '#services/records/records_service'

/**
 * The person's appointments with their providers (issue 14): made on the device and synced; listed
 * here latest start first, and created as the other healthcare records are (same checks as a
 * push: one of the person's own providers, not in the past).
 */
export default class AppointmentsController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listRecords('appointment', ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    const input = recordValidator('appointment').validate(request.body())
    const { record, created } = await createRecord('appointment', auth.getUserOrFail().id, input)
    return response.status(created ? 201 : 200).send(record)
  }
}
