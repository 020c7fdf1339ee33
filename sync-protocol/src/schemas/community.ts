/**
 * Community: forums (reference data), forum posts and replies (spec §3); success stories are in
 * success-stories.ts.
 * A person's own posts and replies are synced records (ADR 0031): made on the device, offline
 * too, with UUIDv7 ids, and read back here in their owner's shape. What other people see of
 * them (author name or 'Anonymous', counts, likes) is the REST view in forum-views.ts.
 */
import { z } from 'zod'
import {
  FORUM_JOB_CATEGORY_MAX,
  FORUM_NAME_MAX,
  FORUM_POST_CONTENT_MAX,
  FORUM_REPLY_CONTENT_MAX,
  POST_TITLE_MAX,
  TEXT_MAX,
} from '../limits.js'
import { intIdSchema, isoTimestampSchema, nullableText, optionalText, requiredText, requiredTextWithMessage, uuidSchema } from './fields.js'

export const forumInputSchema = z.object({
  name: requiredText(FORUM_NAME_MAX),
  description: optionalText(TEXT_MAX),
  // Free text in the data model; the UI shows 'General' when it is absent.
  jobCategory: optionalText(FORUM_JOB_CATEGORY_MAX),
  isActive: z.boolean().default(true),
})
export type ForumInput = z.input<typeof forumInputSchema>

export const forumSchema = z.object({
  id: intIdSchema,
  name: z.string().max(FORUM_NAME_MAX),
  description: nullableText(TEXT_MAX),
  jobCategory: nullableText(FORUM_JOB_CATEGORY_MAX),
  isActive: z.boolean(),
  createdAt: isoTimestampSchema,
})
export type Forum = z.output<typeof forumSchema>

/** The words under a post's and a reply's fields. */
export const FORUM_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Message is required',
  replyRequired: 'Reply is required',
  forumMissing: 'There is no forum with this id.',
  postMissing: 'This post no longer exists, or is hidden while a moderator reviews it.',
} as const

/** A new thread. forumId is set once: a patch may change the title, the text and anonymity. */
export const forumPostInputSchema = z.object({
  forumId: intIdSchema,
  title: requiredTextWithMessage(FORUM_MESSAGES.titleRequired, POST_TITLE_MAX),
  content: requiredTextWithMessage(FORUM_MESSAGES.contentRequired, FORUM_POST_CONTENT_MAX),
  isAnonymous: z.boolean().default(false),
})
export type ForumPostInput = z.input<typeof forumPostInputSchema>

/** A post as its author's devices hold it (sync, ADR 0031); others read forumPostViewSchema. */
export const forumPostSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  forumId: intIdSchema,
  title: z.string().max(POST_TITLE_MAX),
  content: z.string().max(FORUM_POST_CONTENT_MAX),
  isAnonymous: z.boolean(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type ForumPost = z.output<typeof forumPostSchema>

/** A reply to a post (anyone's). postId is set once. */
export const forumReplyInputSchema = z.object({
  postId: uuidSchema,
  content: requiredTextWithMessage(FORUM_MESSAGES.replyRequired, FORUM_REPLY_CONTENT_MAX),
  isAnonymous: z.boolean().default(false),
})
export type ForumReplyInput = z.input<typeof forumReplyInputSchema>

export const forumReplySchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  postId: uuidSchema,
  content: z.string().max(FORUM_REPLY_CONTENT_MAX),
  isAnonymous: z.boolean(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type ForumReply = z.output<typeof forumReplySchema>
