/**
 * Reading the forums (ADR 0031): the forums with their real post counts, a forum's threads
 * (newest first) and a thread's replies (oldest first), each paged by keyset (list_page.ts) and
 * each as the viewer may read it (forum_items.ts).
 */
import db from '@adonisjs/lucid/services/db'
import type { ForumPage, ForumRepliesPage, ForumSummary, ForumThread } from '@dosewise/sync-protocol'
import { NotFoundException } from '#exceptions/app_exceptions'
import { afterKeyset, pageRequest, toPage, type PageRequest } from '#services/list_page'
import { fromDbBoolean, fromDbTimestamp } from '#services/sync/sql_values'
import { PUBLIC, postsQuery, readableItem, repliesQuery, toPostView, toReplyView } from '#services/forums/forum_items'

export interface ForumPageQuery {
  limit: number
  cursor?: string
}

const THREAD_ORDER = ['p.created_at', 'p.id']
const REPLY_ORDER = ['r.created_at', 'r.id']
const column = (name: string) => name.slice(name.indexOf('.') + 1)
const sortValue = (row: Record<string, unknown>, name: string) => row[column(name)]

function toSummary(row: Record<string, any>): ForumSummary {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description ?? null,
    jobCategory: row.job_category ?? null,
    isActive: Boolean(fromDbBoolean(row.is_active)),
    createdAt: fromDbTimestamp(row.created_at)!,
    postsCount: Number(row.posts_count ?? 0),
  }
}

function forumsQuery() {
  return db
    .from('forums as f')
    .where('f.is_active', true)
    .select('f.*', db.raw(`(select count(*) from forum_posts p where p.forum_id = f.id and ${PUBLIC('p')}) as posts_count`))
}

/** Every active forum, in the seeded order, with how many posts anyone can read in it. */
export async function listForumSummaries(): Promise<ForumSummary[]> {
  const rows = await forumsQuery().orderBy('f.id')
  return rows.map(toSummary)
}

function notFound(): never {
  throw new NotFoundException('This forum does not exist.', 'E_FORUM_NOT_FOUND')
}

/** A forum and one page of its threads, newest first. */
export async function forumPage(forumIdParam: unknown, viewerId: number, query: ForumPageQuery): Promise<ForumPage> {
  const forumId = Number(forumIdParam)
  if (!Number.isInteger(forumId) || forumId < 1 || forumId > 2_147_483_647) notFound()
  const forum = await forumsQuery().where('f.id', forumId).first()
  if (!forum) notFound()
  const request = pageRequest(query, THREAD_ORDER)
  const posts = postsQuery(viewerId).where('p.forum_id', forumId)
  afterKeyset(posts, THREAD_ORDER, request.after)
  const rows = await posts
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(request.limit + 1)
  const page = toPage(rows, request, THREAD_ORDER, (row) => toPostView(row, viewerId), sortValue)
  return { forum: toSummary(forum), posts: page.items, next: page.next }
}

async function replies(postId: string, viewerId: number, request: PageRequest): Promise<ForumRepliesPage> {
  const query = repliesQuery(viewerId).where('r.post_id', postId)
  afterKeyset(query, REPLY_ORDER, request.after, true)
  const rows = await query
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(request.limit + 1)
  const page = toPage(rows, request, REPLY_ORDER, (row) => toReplyView(row, viewerId), sortValue)
  return { replies: page.items, next: page.next }
}

/** A thread: its forum, the post and its first replies. 404 when the viewer cannot read it. */
export async function thread(postId: string, viewerId: number, query: ForumPageQuery): Promise<ForumThread> {
  await readableItem('post', postId, viewerId)
  const row = await postsQuery(viewerId).where('p.id', postId).first()
  const forum = await db.from('forums').where('id', row.forum_id).select('id', 'name').first()
  const first = await replies(postId, viewerId, pageRequest({ limit: query.limit }, REPLY_ORDER))
  return { forum: { id: Number(forum.id), name: forum.name }, post: toPostView(row, viewerId), ...first }
}

/** The replies after a cursor (the thread's 'Show more replies'). */
export async function repliesPage(postId: string, viewerId: number, query: ForumPageQuery): Promise<ForumRepliesPage> {
  await readableItem('post', postId, viewerId)
  return replies(postId, viewerId, pageRequest(query, REPLY_ORDER))
}
