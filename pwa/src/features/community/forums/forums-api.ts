/**
 * The forums' REST endpoints (ADR 0031), every answer checked against the contract's schemas
 * before a screen trusts it. Reads are kept on the device by `useServerData(…, { keep: true })`;
 * likes, reports, moderation and edits of posts this device does not hold need a connection.
 * The person's own posts and replies are written through sync instead (forum-writes.ts).
 */
import { z } from 'zod'
import {
  forumLikeStateSchema,
  forumPageSchema,
  forumRepliesPageSchema,
  forumSummarySchema,
  forumThreadSchema,
  moderationListSchema,
  type ForumItemKind,
  type ForumLikeState,
  type ForumPage,
  type ForumRepliesPage,
  type ForumReportInput,
  type ForumSummary,
  type ForumThread,
  type ModerationDecision,
  type ModerationList,
} from '@dosewise/sync-protocol'
import { api, apiRequest } from '../../../lib/api-client'

const ITEM_PATHS: Record<ForumItemKind, string> = { post: '/api/forum-posts', reply: '/api/forum-replies' }
const withCursor = (path: string, cursor: string | null | undefined) => (cursor ? `${path}?${new URLSearchParams({ cursor })}` : path)

/** The keys the kept copies are stored under (one per screen's first page). */
export const FORUMS_KEY = 'forums'
export const forumKey = (forumId: number) => `forum:${forumId}`
export const threadKey = (postId: string) => `forum-post:${postId}`

export function fetchForums(signal?: AbortSignal): Promise<ForumSummary[]> {
  return api.get('/api/forums', { schema: z.array(forumSummarySchema), signal })
}

export function fetchForumPage(forumId: number, cursor?: string | null, signal?: AbortSignal): Promise<ForumPage> {
  return api.get(withCursor(`/api/forums/${forumId}/posts`, cursor), { schema: forumPageSchema, signal })
}

export function fetchThread(postId: string, signal?: AbortSignal): Promise<ForumThread> {
  return api.get(`/api/forum-posts/${postId}`, { schema: forumThreadSchema, signal })
}

export function fetchReplies(postId: string, cursor: string): Promise<ForumRepliesPage> {
  return api.get(withCursor(`/api/forum-posts/${postId}/replies`, cursor), { schema: forumRepliesPageSchema })
}

/** Likes or takes the like back; answers the count now. */
export function setLiked(kind: ForumItemKind, id: string, liked: boolean): Promise<ForumLikeState> {
  return apiRequest(liked ? 'POST' : 'DELETE', `${ITEM_PATHS[kind]}/${id}/like`, { schema: forumLikeStateSchema })
}

export function reportItem(kind: ForumItemKind, id: string, input: ForumReportInput): Promise<unknown> {
  return api.post(`${ITEM_PATHS[kind]}/${id}/reports`, input)
}

/** An edit of the person's own post or reply this device does not hold (written on another device, not pulled yet). */
export function editRemote(kind: ForumItemKind, id: string, patch: Record<string, unknown>): Promise<unknown> {
  return api.patch(`${ITEM_PATHS[kind]}/${id}`, patch)
}

export function deleteRemote(kind: ForumItemKind, id: string): Promise<unknown> {
  return apiRequest('DELETE', `${ITEM_PATHS[kind]}/${id}`)
}

export function fetchModeration(signal?: AbortSignal): Promise<ModerationList> {
  return api.get('/api/moderation/reports', { schema: moderationListSchema, signal })
}

export function decideReported(kind: ForumItemKind, id: string, decision: ModerationDecision): Promise<unknown> {
  return api.post(`/api/moderation/${kind === 'post' ? 'posts' : 'replies'}/${id}/${decision}`)
}
