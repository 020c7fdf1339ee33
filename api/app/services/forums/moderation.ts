/**
 * Moderating the forums (ADR 0031): people with the 'admin' role (moderators) see what has open
 * reports and decide — keep it (its reports are closed and it shows again) or remove it (it is
 * gone for everyone, its author included). Everyone else is refused with 403.
 *
 * A moderator reads an anonymous item as everyone does: 'Anonymous' (the content is what is
 * judged, not who wrote it).
 */
import db from '@adonisjs/lucid/services/db'
import {
  FORUM_ITEM_KINDS,
  FORUM_REPORT_REASONS,
  type ForumItemKind,
  type ForumReportReason,
  type ModerationDecision,
  type ModerationItem,
  type ModerationList,
  type UserRole,
} from '@dosewise/sync-protocol'
import { ForbiddenException, NotFoundException } from '#exceptions/app_exceptions'
import { fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'
import { ITEM_TABLES, authorName } from '#services/forums/forum_items'

/** The most reported items one list shows, per kind. */
export const MODERATION_LIST_MAX = 100
/** What reporters wrote, shown per item. */
const DETAILS_SHOWN = 5

export function requireModerator(role: UserRole) {
  if (role !== 'admin') throw new ForbiddenException('Only moderators can review reported posts.', 'E_NOT_MODERATOR')
}

type Row = Record<string, any>

/** The items of one kind with open reports, with their thread and forum names. */
async function itemsOf(kind: ForumItemKind): Promise<ModerationItem[]> {
  const { table, likeColumn } = ITEM_TABLES[kind]
  const groups: Row[] = await db
    .from('forum_reports')
    .whereNull('resolved_at')
    .whereNotNull(likeColumn)
    .groupBy(likeColumn)
    .select(`${likeColumn} as item_id`)
    .count('* as reports')
    .max('created_at as last')
    .orderBy('last', 'desc')
    .limit(MODERATION_LIST_MAX)
  if (groups.length === 0) return []
  const ids = groups.map((group) => String(group.item_id))

  const items = db
    .from(`${table} as i`)
    .join('users as u', 'u.id', 'i.user_id')
    .whereIn('i.id', ids)
    .whereNull('i.deleted_at')
    .whereNull('i.removed_at')
    .select('i.*', 'u.first_name as author_first_name', 'u.username as author_username', 'f.name as forum_name')
  if (kind === 'post') items.join('forums as f', 'f.id', 'i.forum_id').select('i.title as thread_title', 'i.id as thread_id')
  else
    items
      .join('forum_posts as p', 'p.id', 'i.post_id')
      .join('forums as f', 'f.id', 'p.forum_id')
      .select('p.title as thread_title', 'p.id as thread_id')
  const rows: Row[] = await items

  const reasons: Row[] = await db
    .from('forum_reports')
    .whereIn(likeColumn, ids)
    .whereNull('resolved_at')
    .groupBy(likeColumn, 'reason')
    .select(`${likeColumn} as item_id`, 'reason')
    .count('* as n')
  const details: Row[] = await db
    .from('forum_reports')
    .whereIn(likeColumn, ids)
    .whereNull('resolved_at')
    .whereNotNull('details')
    .orderBy('created_at', 'desc')
    .select(`${likeColumn} as item_id`, 'details')

  const group = new Map(groups.map((g) => [String(g.item_id), g]))
  return rows.map((row) => {
    const id = String(row.id)
    const counts = reasons
      .filter((r) => String(r.item_id) === id && (FORUM_REPORT_REASONS as readonly string[]).includes(r.reason))
      .map((r) => ({ reason: r.reason as ForumReportReason, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count)
    return {
      kind,
      id,
      postId: String(row.thread_id),
      forumName: row.forum_name,
      title: row.thread_title,
      content: row.content,
      author: authorName(row),
      hidden: row.hidden_at !== null && row.hidden_at !== undefined,
      reports: counts,
      details: details
        .filter((d) => String(d.item_id) === id)
        .slice(0, DETAILS_SHOWN)
        .map((d) => String(d.details)),
      reportsCount: Number(group.get(id)?.reports ?? 0),
      lastReportedAt: fromDbTimestamp(group.get(id)?.last)!,
    }
  })
}

/** Everything with open reports: hidden first, then the most reported, then the latest. */
export async function reportedItems(): Promise<ModerationList> {
  const items = (await Promise.all(FORUM_ITEM_KINDS.map(itemsOf))).flat()
  items.sort(
    (a, b) => Number(b.hidden) - Number(a.hidden) || b.reportsCount - a.reportsCount || (a.lastReportedAt < b.lastReportedAt ? 1 : -1)
  )
  return { items }
}

/** Keeps the item (closes its reports, shows it again) or removes it (gone for everyone). */
export async function decide(kind: ForumItemKind, id: string, decision: ModerationDecision): Promise<void> {
  const { table, likeColumn, label } = ITEM_TABLES[kind]
  await db.transaction(async (trx) => {
    const item = await trx.from(table).where('id', id).whereNull('deleted_at').whereNull('removed_at').select('id').first()
    if (!item) throw new NotFoundException(`This ${label} does not exist, or was removed already.`, 'E_FORUM_ITEM_NOT_FOUND')
    const now = toDbTimestamp(new Date())
    await trx.from('forum_reports').where(likeColumn, id).whereNull('resolved_at').update({ resolved_at: now, decision })
    await trx
      .from(table)
      .where('id', id)
      .update(decision === 'keep' ? { hidden_at: null } : { removed_at: now })
  })
}
