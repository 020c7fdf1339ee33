import type { HttpContext } from '@adonisjs/core/http'
import { journalEntryInputSchema } from '@dosewise/sync-protocol'
import { createRecord } from '#services/records/records_service'
import { listJournal } from '#services/records/journal_service'
import { sendPage } from '#http/send_page'

export default class JournalController {
  async index(ctx: HttpContext) {
    const { page, limit } = await listJournal(ctx.auth.getUserOrFail().id, ctx.params.userId, ctx.request.qs())
    return sendPage(ctx, page, limit)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord('journalEntry', auth.getUserOrFail().id, journalEntryInputSchema, request.body())
    return response.status(created ? 201 : 200).send(record)
  }
}
