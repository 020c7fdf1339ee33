/**
 * Deletes demo accounts whose time is up, with every row of theirs (account/delete_account.ts),
 * sessions included. Run when the server starts and every hour after (the repeated job
 * 'demo.purge', providers/queue_provider.ts). Only accounts marked `is_demo` with a passed expiry
 * are touched; a real account has neither.
 */
import db from '@adonisjs/lucid/services/db'
import { deleteAccountData } from '#services/account/delete_account'
import { fromDbTimestamp } from '#services/sync/sql_values'

export async function purgeExpiredDemos(now: Date = new Date()): Promise<number> {
  // Compared here, not in SQL: on SQLite the column holds text in whichever form its writer
  // used (Lucid's local time, or the sync code's offset form), which do not compare as text.
  const demos = await db.from('users').where('is_demo', true).select('id', 'demo_expires_at')
  const expired = demos.filter((row) => {
    const expiresAt = fromDbTimestamp(row.demo_expires_at)
    return expiresAt !== null && Date.parse(expiresAt) <= now.getTime()
  })
  for (const { id } of expired) await deleteAccountData(Number(id))
  return expired.length
}
