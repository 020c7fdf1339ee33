/**
 * What the forums' REST endpoints answer and take besides the synced records themselves
 * (community.ts; ADR 0031): a forum with its real post count, a thread as a reader sees it, likes,
 * reports and the moderators' list.
 *
 * Invariant: a view never carries an author's id, and the author's name only when the item is
 * not anonymous — for an anonymous item everyone, its author and moderators included, reads
 * 'Anonymous' (its author also reads `mine: true`).
 */
import { z } from 'zod'
import {
  FORUM_POST_CONTENT_MAX,
  FORUM_REPLIES_PAGE,
  FORUM_REPLY_CONTENT_MAX,
  FORUM_REPORT_DETAILS_MAX,
  FORUM_THREADS_PAGE,
  LIST_PAGE_MAX,
  NAME_MAX,
  POST_TITLE_MAX,
} from '../limits.js'
import { countSchema, intIdSchema, isoTimestampSchema, uuidSchema } from './fields.js'
import { forumSchema } from './community.js'

/** The name shown for an anonymous post or reply. */
export const ANONYMOUS_AUTHOR = 'Anonymous'

/** A forum as listed: the reference data and how many posts anyone can read in it. */
export const forumSummarySchema = forumSchema.extend({ postsCount: countSchema })
export type ForumSummary = z.output<typeof forumSummarySchema>

const viewFields = {
  isAnonymous: z.boolean(),
  /** First name, else username; 'Anonymous' for an anonymous item. */
  author: z.string().max(NAME_MAX),
  /** The reader wrote it (they may edit and delete it, and cannot report it). */
  mine: z.boolean(),
  likedByMe: z.boolean(),
  reportedByMe: z.boolean(),
  likesCount: countSchema,
  /**
   * Reported by enough people to be hidden until a moderator decides. Only its author is ever
   * sent a hidden item; everyone else does not see it at all.
   */
  hidden: z.boolean(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
}

export const forumPostViewSchema = z.object({
  id: uuidSchema,
  forumId: intIdSchema,
  title: z.string().max(POST_TITLE_MAX),
  content: z.string().max(FORUM_POST_CONTENT_MAX),
  /** Replies anyone can read. */
  repliesCount: countSchema,
  ...viewFields,
})
export type ForumPostView = z.output<typeof forumPostViewSchema>

export const forumReplyViewSchema = z.object({
  id: uuidSchema,
  postId: uuidSchema,
  content: z.string().max(FORUM_REPLY_CONTENT_MAX),
  ...viewFields,
})
export type ForumReplyView = z.output<typeof forumReplyViewSchema>

/** The cursor of the next page (`?cursor=`), null on the last one. */
const nextCursor = z.string().max(500).nullable()

/** GET /api/forums/:id/posts — a forum and one page of its threads, newest first. */
export const forumPageSchema = z.object({
  forum: forumSummarySchema,
  posts: z.array(forumPostViewSchema),
  next: nextCursor,
})
export type ForumPage = z.output<typeof forumPageSchema>

/** GET /api/forum-posts/:id — a thread: its forum, the post and the first replies, oldest first. */
export const forumThreadSchema = z.object({
  forum: forumSchema.pick({ id: true, name: true }),
  post: forumPostViewSchema,
  replies: z.array(forumReplyViewSchema),
  next: nextCursor,
})
export type ForumThread = z.output<typeof forumThreadSchema>

/** GET /api/forum-posts/:id/replies?cursor= — the replies after the previous page. */
export const forumRepliesPageSchema = z.object({ replies: z.array(forumReplyViewSchema), next: nextCursor })
export type ForumRepliesPage = z.output<typeof forumRepliesPageSchema>

/** The answer to a like or an unlike: the count now, and the reader's own like. */
export const forumLikeStateSchema = z.object({ likesCount: countSchema, likedByMe: z.boolean() })
export type ForumLikeState = z.output<typeof forumLikeStateSchema>

export const FORUM_REPORT_REASONS = ['spam', 'harassment', 'unsafe-advice', 'off-topic', 'other'] as const
export type ForumReportReason = (typeof FORUM_REPORT_REASONS)[number]
export const FORUM_REPORT_REASON_LABELS: Record<ForumReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or hate',
  'unsafe-advice': 'Unsafe health advice',
  'off-topic': 'Off-topic',
  other: 'Something else',
}

export const FORUM_REPORT_MESSAGES = {
  reasonRequired: 'Choose a reason',
  own: 'You cannot report your own post or reply.',
  again: 'You have already reported this.',
} as const

/** POST /api/forum-posts/:id/reports and /api/forum-replies/:id/reports: one per person per item. */
export const forumReportInputSchema = z.object({
  reason: z.enum(FORUM_REPORT_REASONS, {
    errorMap: () => ({ message: FORUM_REPORT_MESSAGES.reasonRequired }),
  }),
  details: z.string().trim().max(FORUM_REPORT_DETAILS_MAX).nullish(),
})
export type ForumReportInput = z.input<typeof forumReportInputSchema>

export const FORUM_ITEM_KINDS = ['post', 'reply'] as const
export type ForumItemKind = (typeof FORUM_ITEM_KINDS)[number]

/** One reported post or reply awaiting a moderator (GET /api/moderation/reports). */
export const moderationItemSchema = z.object({
  kind: z.enum(FORUM_ITEM_KINDS),
  id: uuidSchema,
  /** The thread: the post itself, or the reply's post. */
  postId: uuidSchema,
  forumName: z.string(),
  /** The thread's title (a reply's post's). */
  title: z.string().max(POST_TITLE_MAX),
  content: z.string().max(FORUM_POST_CONTENT_MAX),
  author: z.string().max(NAME_MAX),
  /** Hidden from everyone but its author (enough open reports). */
  hidden: z.boolean(),
  /** Open reports, by reason, most first. */
  reports: z.array(z.object({ reason: z.enum(FORUM_REPORT_REASONS), count: countSchema })),
  /** What reporters wrote, newest first (at most a few). */
  details: z.array(z.string().max(FORUM_REPORT_DETAILS_MAX)),
  reportsCount: countSchema,
  lastReportedAt: isoTimestampSchema,
})
export type ModerationItem = z.output<typeof moderationItemSchema>

export const moderationListSchema = z.object({ items: z.array(moderationItemSchema) })
export type ModerationList = z.output<typeof moderationListSchema>

export const MODERATION_DECISIONS = ['keep', 'remove'] as const
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number]
export const moderationDecisionSchema = z.object({ decision: z.enum(MODERATION_DECISIONS) })

/** `?limit=&cursor=` of a forum's threads (GET /api/forums/:id/posts). */
export const forumThreadsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(FORUM_THREADS_PAGE),
  cursor: z.string().max(500).optional(),
})
/** `?limit=&cursor=` of a thread's replies (GET /api/forum-posts/:id/replies). */
export const forumRepliesQuerySchema = forumThreadsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(LIST_PAGE_MAX).default(FORUM_REPLIES_PAGE),
})
