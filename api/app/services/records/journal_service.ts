/** GET /api/journal/:userId — only the signed-in user's own journal (spec §7). */
import { ForbiddenException } from '#exceptions/app_exceptions'
import { listRecords } from '#services/records/records_service'
import type { PageQuery } from '#validators/paging'

export async function listJournal(sessionUserId: number, requestedUserId: unknown, query: PageQuery) {
  if (String(requestedUserId) !== String(sessionUserId)) {
    throw new ForbiddenException('You can only read your own journal.')
  }
  return listRecords('journalEntry', sessionUserId, query)
}
