import type { HttpContext } from '@adonisjs/core/http'
import { recordValidator } from '#validators/records'
import { pageQueryValidator } from '#validators/paging'
import { createRecord } from '#services/records/records_service'
import { listJournal } from '#services/records/journal_service'
import { sendPage } from '#http/send_page'

export default class JournalController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listJournal(ctx.auth.getUserOrFail().id, ctx.params.userId, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord(
      'journalEntry',
      auth.getUserOrFail().id,
      recordValidator('journalEntry').validate(request.body())
    )
    return response.status(created ? 201 : 200).send(record)
  }
}
