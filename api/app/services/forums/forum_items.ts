/**
 * What every forum read shares (ADR 0031): who may read a post or a reply, how its counts are
 * counted, and how a row becomes the view a reader is sent.
 *
 * Invariants:
 * - Readable by a viewer: not deleted, not removed by a moderator, and not hidden (enough open
 *   reports) unless the viewer wrote it. Counts count what everyone can read: hidden, removed
 *   and deleted items are left out.
 * - A view never carries the author's id; an anonymous item's author reads 'Anonymous' to
 *   everyone (its author also gets `mine: true`).
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { ANONYMOUS_AUTHOR, type ForumItemKind, type ForumPostView, type ForumReplyView } from '@dosewise/sync-protocol'
import { NotFoundException } from '#exceptions/app_exceptions'
import { fromDbBoolean, fromDbTimestamp } from '#services/sync/sql_values'

type Row = Record<string, any>
type Query = { where: (...args: any[]) => any; whereNull: (column: string) => any }

export const ITEM_TABLES: Record<ForumItemKind, { table: string; likeColumn: string; label: string }> = {
  post: { table: 'forum_posts', likeColumn: 'post_id', label: 'post' },
  reply: { table: 'forum_replies', likeColumn: 'reply_id', label: 'reply' },
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** The item's id from a route, or a 404: a malformed id names nothing. */
export function itemId(value: unknown): string {
  const id = String(value ?? '')
  if (!UUID.test(id)) throw new NotFoundException('This post or reply does not exist, or is no longer available.', 'E_FORUM_ITEM_NOT_FOUND')
  return id
}

/** Narrows `query` (rows of `alias`) to what `viewerId` may read. */
export function readableBy<Q extends Query>(query: Q, alias: string, viewerId: number): Q {
  query.whereNull(`${alias}.deleted_at`)
  query.whereNull(`${alias}.removed_at`)
  query.where((q: Query) => {
    q.whereNull(`${alias}.hidden_at`)
    ;(q as any).orWhere(`${alias}.user_id`, viewerId)
  })
  return query
}

/** SQL for "everyone can read it", on `alias`. */
export const PUBLIC = (alias: string) => `${alias}.deleted_at is null and ${alias}.removed_at is null and ${alias}.hidden_at is null`

/** The columns of a view besides the item's own: its author's names, likes, the viewer's like and report. */
function viewColumns(kind: ForumItemKind, alias: string, viewerId: number, client: QueryClientContract) {
  const { likeColumn } = ITEM_TABLES[kind]
  return [
    'u.first_name as author_first_name',
    'u.username as author_username',
    client.raw(`(select count(*) from forum_likes fl where fl.${likeColumn} = ${alias}.id) as likes_count`),
    client.raw(`(select count(*) from forum_likes fl where fl.${likeColumn} = ${alias}.id and fl.user_id = ?) as liked_by_me`, [viewerId]),
    client.raw(`(select count(*) from forum_reports fr where fr.${likeColumn} = ${alias}.id and fr.user_id = ?) as reported_by_me`, [
      viewerId,
    ]),
  ]
}

/** Posts with everything their views need, readable by the viewer (narrow and order it further). */
export function postsQuery(viewerId: number, client: QueryClientContract = db.connection()) {
  const query = client
    .from('forum_posts as p')
    .join('users as u', 'u.id', 'p.user_id')
    .select('p.*', ...viewColumns('post', 'p', viewerId, client))
    .select(client.raw(`(select count(*) from forum_replies r where r.post_id = p.id and ${PUBLIC('r')}) as replies_count`))
  return readableBy(query, 'p', viewerId)
}

/** Replies with everything their views need, readable by the viewer. */
export function repliesQuery(viewerId: number, client: QueryClientContract = db.connection()) {
  const query = client
    .from('forum_replies as r')
    .join('users as u', 'u.id', 'r.user_id')
    .select('r.*', ...viewColumns('reply', 'r', viewerId, client))
  return readableBy(query, 'r', viewerId)
}

/** The name shown for the author: 'Anonymous', else their first name, else their username. */
export function authorName(row: Row): string {
  if (fromDbBoolean(row.is_anonymous)) return ANONYMOUS_AUTHOR
  return row.author_first_name || row.author_username || 'Member'
}

const count = (value: unknown) => Number(value ?? 0)

function commonView(row: Row, viewerId: number) {
  return {
    isAnonymous: Boolean(fromDbBoolean(row.is_anonymous)),
    author: authorName(row),
    mine: Number(row.user_id) === viewerId,
    likedByMe: count(row.liked_by_me) > 0,
    reportedByMe: count(row.reported_by_me) > 0,
    likesCount: count(row.likes_count),
    hidden: row.hidden_at !== null && row.hidden_at !== undefined,
    createdAt: fromDbTimestamp(row.created_at)!,
    updatedAt: fromDbTimestamp(row.updated_at)!,
  }
}

export function toPostView(row: Row, viewerId: number): ForumPostView {
  return {
    id: String(row.id),
    forumId: Number(row.forum_id),
    title: row.title,
    content: row.content,
    repliesCount: count(row.replies_count),
    ...commonView(row, viewerId),
  }
}

export function toReplyView(row: Row, viewerId: number): ForumReplyView {
  return { id: String(row.id), postId: String(row.post_id), content: row.content, ...commonView(row, viewerId) }
}

/** The item as the viewer may read it, or a 404 that says nothing about whether it exists. */
export async function readableItem(kind: ForumItemKind, id: string, viewerId: number, client: QueryClientContract = db.connection()) {
  const alias = kind === 'post' ? 'p' : 'r'
  const query = readableBy(client.from(`${ITEM_TABLES[kind].table} as ${alias}`).where(`${alias}.id`, id), alias, viewerId)
  const row = await query.select(`${alias}.*`).first()
  if (!row)
    throw new NotFoundException(`This ${ITEM_TABLES[kind].label} does not exist, or is no longer available.`, 'E_FORUM_ITEM_NOT_FOUND')
  // A reply is read in its thread: under a post the viewer cannot read, it cannot be read either.
  if (kind === 'reply') await readableItem('post', String(row.post_id), viewerId, client)
  return { id: String(row.id), userId: Number(row.user_id), postId: kind === 'post' ? String(row.id) : String(row.post_id) }
}
