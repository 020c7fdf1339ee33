/**
 * Success stories (spec §2 Community, §3 success_stories; ADR 0032): written online only, so ids
 * are the server's integers. A story links the supplements it names to the catalogue by id
 * (picked from the person's stack); the server stores the names beside the ids as they read
 * when it was written. Stories start private and anonymous (spec §9). On read, an anonymous
 * story never carries its author — not their name, not their id — to anyone, its author included.
 */
import { z } from 'zod'
import { NAME_MAX, PHOTO_URL_MAX, STORY_MAX, STORY_SUPPLEMENTS_MAX, STORY_TITLE_MAX, STORY_WEEKS_MAX, TEXT_MAX } from '../limits.js'
import { countSchema, httpUrl, intIdSchema, isoTimestampSchema, nullableText, requiredTextWithMessage } from './fields.js'

export const STORY_TITLE_REQUIRED = 'Give your story a title'
export const STORY_TEXT_REQUIRED = 'Tell your story'

/** POST /api/success-stories; the author is the session's user, never a field. */
export const successStoryInputSchema = z.object({
  title: requiredTextWithMessage(STORY_TITLE_REQUIRED, STORY_TITLE_MAX),
  story: requiredTextWithMessage(STORY_TEXT_REQUIRED, STORY_MAX),
  beforePhotoUrl: httpUrl(PHOTO_URL_MAX).nullish(),
  afterPhotoUrl: httpUrl(PHOTO_URL_MAX).nullish(),
  /** Catalogue ids, in the order shown; a repeated id counts once. */
  supplementIds: z
    .array(intIdSchema)
    .max(STORY_SUPPLEMENTS_MAX)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  /** Weeks; absent or null shows 'Recently'. */
  duration: z.number().int().min(1).max(STORY_WEEKS_MAX).nullish(),
  /** Unchecked, only the author sees the story. */
  isPublic: z.boolean().default(false),
  isAnonymous: z.boolean().default(true),
})
export type SuccessStoryInput = z.input<typeof successStoryInputSchema>
export type SuccessStoryValues = z.output<typeof successStoryInputSchema>

/** PATCH /api/success-stories/{id}: any of the fields; an absent one stays as it was. */
export const successStoryPatchSchema = successStoryInputSchema.partial()
export type SuccessStoryPatch = z.output<typeof successStoryPatchSchema>

/**
 * A story as listed. `user` is null for anonymous stories (the UI shows the initial 'A');
 * `likesCount` counts every like; `mine` and `likedByMe` are the viewer's.
 */
export const successStorySchema = z.object({
  id: intIdSchema,
  title: z.string().max(STORY_TITLE_MAX),
  // Seeded stories (reference data) may be longer than a person may write.
  story: z.string().max(TEXT_MAX),
  isAnonymous: z.boolean(),
  isPublic: z.boolean(),
  user: z.object({ firstName: z.string().max(NAME_MAX).nullable() }).nullable(),
  beforePhotoUrl: nullableText(PHOTO_URL_MAX),
  afterPhotoUrl: nullableText(PHOTO_URL_MAX),
  duration: countSchema.nullable(),
  likesCount: countSchema,
  /** The names shown, as they read when the story was written. */
  supplementsUsed: z.array(z.string()),
  /** The catalogue ids the story links (empty for seeded stories, which name supplements only). */
  supplementIds: z.array(intIdSchema),
  createdAt: isoTimestampSchema,
  mine: z.boolean(),
  likedByMe: z.boolean(),
})
export type SuccessStory = z.output<typeof successStorySchema>

export const successStoryListSchema = z.array(successStorySchema)
