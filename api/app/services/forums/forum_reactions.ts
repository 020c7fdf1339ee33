/**
 * Likes and reports of forum posts and replies (ADR 0031): online-only, one of each per person
 * per item (unique keys, so a repeated like or a race changes nothing), on what the person can
 * read. A report is never of one's own item; once FORUM_REPORTS_TO_HIDE distinct people have open
 * reports on an item it is hidden from everyone but its author until a moderator decides
 * (moderation.ts).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import {
  FORUM_REPORTS_TO_HIDE,
  FORUM_REPORT_MESSAGES,
  type ForumItemKind,
  type ForumLikeState,
  type ForumReportInput,
} from '@dosewise/sync-protocol'
import { ConflictException, ForbiddenException } from '#exceptions/app_exceptions'
import { isUniqueViolation } from '#services/db_errors'
import { toDbTimestamp } from '#services/sync/sql_values'
import { ITEM_TABLES, readableItem } from '#services/forums/forum_items'

async function likeState(kind: ForumItemKind, id: string, userId: number): Promise<ForumLikeState> {
  const column = ITEM_TABLES[kind].likeColumn
  const [total, mine] = await Promise.all([
    db.from('forum_likes').where(column, id).count('* as n').first(),
    db.from('forum_likes').where(column, id).where('user_id', userId).select('id').first(),
  ])
  return { likesCount: Number(total?.n ?? 0), likedByMe: Boolean(mine) }
}

/** Likes the item (again: no change) and answers the count now. */
export async function like(kind: ForumItemKind, id: string, userId: number): Promise<ForumLikeState> {
  await readableItem(kind, id, userId)
  const column = ITEM_TABLES[kind].likeColumn
  await db
    .knexQuery()
    .table('forum_likes')
    .insert({ user_id: userId, [column]: id, created_at: toDbTimestamp(new Date()) })
    .onConflict(['user_id', column])
    .ignore()
  return likeState(kind, id, userId)
}

/** Takes the person's like back (none: no change). */
export async function unlike(kind: ForumItemKind, id: string, userId: number): Promise<ForumLikeState> {
  await readableItem(kind, id, userId)
  await db.from('forum_likes').where(ITEM_TABLES[kind].likeColumn, id).where('user_id', userId).delete()
  return likeState(kind, id, userId)
}

/** Locks the item's row for the rest of the transaction (PostgreSQL; SQLite has one writer). */
async function lockItem(trx: TransactionClientContract, kind: ForumItemKind, id: string) {
  const query = trx.from(ITEM_TABLES[kind].table).where('id', id).select('id')
  if (trx.dialect.name === 'postgres') query.forUpdate()
  await query.first()
}

/** Hides the item once enough distinct people have open reports on it. */
async function hideIfReported(trx: TransactionClientContract, kind: ForumItemKind, id: string, now: Date) {
  const { table, likeColumn } = ITEM_TABLES[kind]
  const open = await trx.from('forum_reports').where(likeColumn, id).whereNull('resolved_at').countDistinct('user_id as n').first()
  if (Number(open?.n ?? 0) < FORUM_REPORTS_TO_HIDE) return
  await trx
    .from(table)
    .where('id', id)
    .whereNull('hidden_at')
    .update({ hidden_at: toDbTimestamp(now) })
}

/** Records the person's report of the item (once), and hides the item when it has enough. */
export async function report(kind: ForumItemKind, id: string, userId: number, input: ForumReportInput): Promise<void> {
  const item = await readableItem(kind, id, userId)
  if (item.userId === userId) throw new ForbiddenException(FORUM_REPORT_MESSAGES.own, 'E_OWN_FORUM_ITEM')
  const now = new Date()
  try {
    await db.transaction(async (trx) => {
      await lockItem(trx, kind, id)
      await trx.table('forum_reports').insert({
        user_id: userId,
        [ITEM_TABLES[kind].likeColumn]: id,
        reason: input.reason,
        details: input.details || null,
        created_at: toDbTimestamp(now),
      })
      await hideIfReported(trx, kind, id, now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictException(FORUM_REPORT_MESSAGES.again, 'E_ALREADY_REPORTED')
    throw error
  }
}
