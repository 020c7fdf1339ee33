/**
 * Community: forums (reference data), forum posts and replies, success stories (spec §3).
 * Posting needs a connection, so all ids are the server's integers. Anonymous content never
 * carries its author's id or name on read: the API sends null instead.
 */
import { z } from 'zod'
import { FORUM_JOB_CATEGORY_MAX, FORUM_NAME_MAX, NAME_MAX, PHOTO_URL_MAX, POST_TITLE_MAX, STORY_TITLE_MAX, TEXT_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, isoTimestampSchema, nullableText, optionalText, requiredText, textList } from './fields.js'

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

export const forumPostInputSchema = z.object({
  forumId: intIdSchema,
  title: requiredText(POST_TITLE_MAX),
  content: z.string().min(1).max(TEXT_MAX),
  isAnonymous: z.boolean().default(false),
})
export type ForumPostInput = z.input<typeof forumPostInputSchema>

export const forumPostSchema = z.object({
  id: intIdSchema,
  forumId: intIdSchema,
  userId: intIdSchema.nullable(),
  title: z.string().max(POST_TITLE_MAX),
  content: z.string().max(TEXT_MAX),
  isAnonymous: z.boolean(),
  likesCount: countSchema,
  repliesCount: countSchema,
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
})
export type ForumPost = z.output<typeof forumPostSchema>

export const forumReplyInputSchema = z.object({
  postId: intIdSchema,
  content: z.string().min(1).max(TEXT_MAX),
  isAnonymous: z.boolean().default(false),
})
export type ForumReplyInput = z.input<typeof forumReplyInputSchema>

export const forumReplySchema = z.object({
  id: intIdSchema,
  postId: intIdSchema,
  userId: intIdSchema.nullable(),
  content: z.string().max(TEXT_MAX),
  isAnonymous: z.boolean(),
  likesCount: countSchema,
  createdAt: isoTimestampSchema,
})
export type ForumReply = z.output<typeof forumReplySchema>

/** likesCount is counted by the server. Stories start private and anonymous (spec §9). */
export const successStoryInputSchema = z.object({
  title: requiredText(STORY_TITLE_MAX),
  story: z.string().min(1).max(TEXT_MAX),
  beforePhotoUrl: httpUrl(PHOTO_URL_MAX).nullish(),
  afterPhotoUrl: httpUrl(PHOTO_URL_MAX).nullish(),
  supplementsUsed: textList().default([]),
  /** Weeks. */
  duration: countSchema.nullish(),
  isPublic: z.boolean().default(false),
  isAnonymous: z.boolean().default(true),
})
export type SuccessStoryInput = z.input<typeof successStoryInputSchema>

/** `user` is null for anonymous stories (the UI shows the initial 'A'). */
export const successStorySchema = z.object({
  id: intIdSchema,
  title: z.string().max(STORY_TITLE_MAX),
  story: z.string().max(TEXT_MAX),
  isAnonymous: z.boolean(),
  isPublic: z.boolean(),
  user: z.object({ firstName: z.string().max(NAME_MAX).nullable() }).nullable(),
  beforePhotoUrl: nullableText(PHOTO_URL_MAX),
  afterPhotoUrl: nullableText(PHOTO_URL_MAX),
  duration: countSchema.nullable(),
  likesCount: countSchema,
  supplementsUsed: z.array(z.string()),
  createdAt: isoTimestampSchema,
})
export type SuccessStory = z.output<typeof successStorySchema>
