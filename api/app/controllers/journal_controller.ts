import type { HttpContext } from '@adonisjs/core/http'
import { journalEntryInputSchema } from '@dosewise/sync-protocol'
import { createRecord } from '#services/records/records_service'
import { listJournal } from '#services/records/journal_service'

export default class JournalController {
  async index({ auth, params }: HttpContext) {
    return listJournal(auth.getUserOrFail().id, params.userId)
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createRecord('journalEntry', auth.getUserOrFail().id, journalEntryInputSchema, request.body())
    return response.status(created ? 201 : 200).send(record)
  }
}
