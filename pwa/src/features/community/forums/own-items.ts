/**
 * A server list with the person's own unsent work on top (ADR 0031). The server's list is the
 * truth for everyone's posts; this device adds what only it knows yet: its posts and replies
 * waiting to be sent ('Waiting to send'), its edits not yet acknowledged (shown as edited here),
 * its deletes (gone at once), and what it sent during this visit that the server's list, fetched
 * before, does not have yet.
 *
 * Invariant: an item of the person that is not waiting and was not sent during this visit shows
 * only as the server lists it — the server alone knows whether it is hidden or removed.
 */
import { ANONYMOUS_AUTHOR, type ForumPost, type ForumPostView, type ForumReply, type ForumReplyView } from '@dosewise/sync-protocol'
import type { OwnRecord } from '../../../db/hooks'

export interface Shown<V> {
  view: V
  /** Written on this device and not yet accepted by the server. */
  waiting: boolean
}

export interface MergeOptions {
  /** Ids that were waiting at some point of this visit (sent since, or about to be). */
  sentHere: ReadonlySet<string>
  /** Ids deleted during this visit (their rows go once the server acknowledges). */
  deletedHere: ReadonlySet<string>
  /** Where items the server does not list yet go: before its list (newest-first lists) or after. */
  place: 'first' | 'last'
}

const own = (isAnonymous: boolean, name: string) => ({
  author: isAnonymous ? ANONYMOUS_AUTHOR : name,
  isAnonymous,
  mine: true,
  reportedByMe: false,
})

/** The person's post as shown from this device's copy; `base`: the server's view, for its counts. */
export function ownPostView(post: ForumPost, name: string, base?: ForumPostView): ForumPostView {
  return {
    likedByMe: false,
    likesCount: 0,
    repliesCount: 0,
    hidden: false,
    ...base,
    id: post.id,
    forumId: post.forumId,
    title: post.title,
    content: post.content,
    createdAt: base?.createdAt ?? post.createdAt,
    updatedAt: post.updatedAt,
    ...own(post.isAnonymous, name),
  }
}

export function ownReplyView(reply: ForumReply, name: string, base?: ForumReplyView): ForumReplyView {
  return {
    likedByMe: false,
    likesCount: 0,
    hidden: false,
    ...base,
    id: reply.id,
    postId: reply.postId,
    content: reply.content,
    createdAt: base?.createdAt ?? reply.createdAt,
    updatedAt: reply.updatedAt,
    ...own(reply.isAnonymous, name),
  }
}

export function mergeOwn<V extends { id: string }, R extends { id: string }>(
  server: readonly V[],
  mine: readonly OwnRecord<R>[],
  toView: (record: R, base?: V) => V,
  { sentHere, deletedHere, place }: MergeOptions
): Shown<V>[] {
  const byId = new Map(mine.map((record) => [record.data.id, record]))
  const listed = new Set(server.map((item) => item.id))
  const shown: Shown<V>[] = []
  for (const item of server) {
    const record = byId.get(item.id)
    if (deletedHere.has(item.id) || (record?.deleted && record.pending)) continue
    shown.push(record?.pending ? { view: toView(record.data, item), waiting: true } : { view: item, waiting: false })
  }
  const extra: Shown<V>[] = []
  for (const record of mine) {
    const id = record.data.id
    if (listed.has(id) || record.deleted || deletedHere.has(id)) continue
    if (record.pending) extra.push({ view: toView(record.data), waiting: true })
    else if (sentHere.has(id)) extra.push({ view: toView(record.data), waiting: false })
  }
  // Own records come oldest first; a newest-first list shows the newest of them on top.
  return place === 'first' ? [...extra.reverse(), ...shown] : [...shown, ...extra]
}
