/**
 * Success stories (spec §2 Community, §3; ADR 0032): online-only, like reviews. A person sees
 * the public stories and their own; they edit and delete only their own (another's answers 404,
 * as if it did not exist). Invariants:
 * - an anonymous story never carries its author on read — no name, no id — whoever reads it;
 * - a private story reaches no one but its author (list, like, edit, delete all 404 for others);
 * - the linked supplements exist in the catalogue (else 422 on `supplementIds.N`), and the story
 *   keeps their names as they read when it was written;
 * - a like is one row per person and story; the count shown is the story's own `likes_count`
 *   (the seeded figure, 0 for people's stories) plus those rows.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { SuccessStory as SuccessStoryView, SuccessStoryPatch, SuccessStoryValues } from '@dosewise/sync-protocol'
import SuccessStory from '#models/success_story'
import Supplement from '#models/supplement'
import { NotFoundException, ValidationFailedException } from '#exceptions/app_exceptions'
import { isForeignKeyViolation, isUniqueViolation } from '#services/db_errors'
import { parseId } from '#services/reference_data/reference_service'
import { toDbTimestamp } from '#services/sync/sql_values'

/** Newest stories listed (the person's own among them when they are this recent). */
export const STORIES_LISTED = 100

export const UNKNOWN_SUPPLEMENT_MESSAGE = 'This supplement is not in the catalogue'

const storyNotFound = () => new NotFoundException('Story not found', 'E_STORY_NOT_FOUND')

async function likesOf(storyIds: number[], viewerId: number) {
  const counts = new Map<number, number>()
  const liked = new Set<number>()
  if (storyIds.length === 0) return { counts, liked }
  const rows = await db
    .from('success_story_likes')
    .whereIn('success_story_id', storyIds)
    .groupBy('success_story_id')
    .select('success_story_id')
    .count('* as count')
  // PostgreSQL answers count(*) as a string.
  for (const row of rows) counts.set(Number(row.success_story_id), Number(row.count))
  const mine = await db
    .from('success_story_likes')
    .whereIn('success_story_id', storyIds)
    .where('user_id', viewerId)
    .select('success_story_id')
  for (const row of mine) liked.add(Number(row.success_story_id))
  return { counts, liked }
}

async function linksOf(storyIds: number[]) {
  const links = new Map<number, number[]>()
  if (storyIds.length === 0) return links
  const rows = await db
    .from('success_story_supplements')
    .whereIn('success_story_id', storyIds)
    .orderBy('position')
    .select('success_story_id', 'supplement_id')
  for (const row of rows) {
    const id = Number(row.success_story_id)
    links.set(id, [...(links.get(id) ?? []), Number(row.supplement_id)])
  }
  return links
}

async function present(stories: SuccessStory[], viewerId: number): Promise<SuccessStoryView[]> {
  const ids = stories.map((s) => s.id)
  const [{ counts, liked }, links] = await Promise.all([likesOf(ids, viewerId), linksOf(ids)])
  return stories.map((s) => ({
    id: s.id,
    title: s.title,
    story: s.story,
    isAnonymous: s.isAnonymous,
    isPublic: s.isPublic,
    user: s.isAnonymous ? null : { firstName: s.user?.firstName ?? null },
    beforePhotoUrl: s.beforePhotoUrl,
    afterPhotoUrl: s.afterPhotoUrl,
    duration: s.duration,
    likesCount: s.likesCount + (counts.get(s.id) ?? 0),
    supplementsUsed: s.supplementsUsed,
    supplementIds: links.get(s.id) ?? [],
    createdAt: s.createdAt.toUTC().toISO()!,
    mine: s.userId === viewerId,
    likedByMe: liked.has(s.id),
  }))
}

async function presentOne(storyId: number, viewerId: number): Promise<SuccessStoryView> {
  const story = await SuccessStory.query().where('id', storyId).preload('user').firstOrFail()
  const [view] = await present([story], viewerId)
  return view
}

/** The catalogue's names of `ids`, in their order; an id the catalogue lacks is a 422 on its field. */
async function catalogueNames(ids: number[], client?: TransactionClientContract): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await Supplement.query({ client }).whereIn('id', ids).select('id', 'name')
  const names = new Map(rows.map((r) => [r.id, r.name]))
  const unknown = ids.flatMap((id, index) =>
    names.has(id) ? [] : [{ field: `supplementIds.${index}`, message: UNKNOWN_SUPPLEMENT_MESSAGE }]
  )
  if (unknown.length > 0) throw new ValidationFailedException(unknown)
  return ids.map((id) => names.get(id)!)
}

async function linkSupplements(trx: TransactionClientContract, storyId: number, ids: number[]) {
  await trx.from('success_story_supplements').where('success_story_id', storyId).delete()
  if (ids.length === 0) return
  await trx
    .table('success_story_supplements')
    .multiInsert(ids.map((supplementId, position) => ({ success_story_id: storyId, supplement_id: supplementId, position })))
}

/** A supplement removed from the catalogue between the check and the write: the same 422. */
async function withCatalogueRace<T>(ids: number[] | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (ids && isForeignKeyViolation(error)) await catalogueNames(ids)
    throw error
  }
}

/** Public stories and the viewer's own, newest first. */
export async function listStories(viewerId: number): Promise<SuccessStoryView[]> {
  const stories = await SuccessStory.query()
    .where((visible) => visible.where('is_public', true).orWhere('user_id', viewerId))
    .preload('user')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(STORIES_LISTED)
  return present(stories, viewerId)
}

export async function createStory(userId: number, input: SuccessStoryValues): Promise<SuccessStoryView> {
  const id = await withCatalogueRace(input.supplementIds, () =>
    db.transaction(async (trx) => {
      const names = await catalogueNames(input.supplementIds, trx)
      const story = await SuccessStory.create(
        {
          userId,
          title: input.title,
          story: input.story,
          beforePhotoUrl: input.beforePhotoUrl ?? null,
          afterPhotoUrl: input.afterPhotoUrl ?? null,
          supplementsUsed: names,
          duration: input.duration ?? null,
          isPublic: input.isPublic,
          isAnonymous: input.isAnonymous,
          likesCount: 0,
        },
        { client: trx }
      )
      await linkSupplements(trx, story.id, input.supplementIds)
      return story.id
    })
  )
  return presentOne(id, userId)
}

/** The author's own story, or 404 (another's story, a seeded one, a malformed id). */
async function ownStory(userId: number, idParam: unknown, trx: TransactionClientContract) {
  const id = parseId(idParam)
  const story = id === null ? null : await SuccessStory.query({ client: trx }).where('id', id).where('user_id', userId).first()
  if (!story) throw storyNotFound()
  return story
}

/** Changes what the patch names; new supplement ids replace the links and the names. */
export async function updateStory(userId: number, idParam: unknown, patch: SuccessStoryPatch): Promise<SuccessStoryView> {
  const id = await withCatalogueRace(patch.supplementIds, () =>
    db.transaction(async (trx) => {
      const story = await ownStory(userId, idParam, trx)
      if (patch.supplementIds !== undefined) {
        story.supplementsUsed = await catalogueNames(patch.supplementIds, trx)
        await linkSupplements(trx, story.id, patch.supplementIds)
      }
      if (patch.title !== undefined) story.title = patch.title
      if (patch.story !== undefined) story.story = patch.story
      if (patch.beforePhotoUrl !== undefined) story.beforePhotoUrl = patch.beforePhotoUrl
      if (patch.afterPhotoUrl !== undefined) story.afterPhotoUrl = patch.afterPhotoUrl
      if (patch.duration !== undefined) story.duration = patch.duration
      if (patch.isPublic !== undefined) story.isPublic = patch.isPublic
      if (patch.isAnonymous !== undefined) story.isAnonymous = patch.isAnonymous
      await story.useTransaction(trx).save()
      return story.id
    })
  )
  return presentOne(id, userId)
}

/** Deletes the author's story with its links and likes. */
export async function deleteStory(userId: number, idParam: unknown): Promise<void> {
  await db.transaction(async (trx) => {
    const story = await ownStory(userId, idParam, trx)
    await story.useTransaction(trx).delete()
  })
}

/** A story the viewer may read, or 404. */
async function visibleStoryId(viewerId: number, idParam: unknown): Promise<number> {
  const id = parseId(idParam)
  const story =
    id === null
      ? null
      : await SuccessStory.query()
          .where('id', id)
          .where((visible) => visible.where('is_public', true).orWhere('user_id', viewerId))
          .select('id')
          .first()
  if (!story) throw storyNotFound()
  return story.id
}

/** Likes a story once: liking it again changes nothing. */
export async function likeStory(userId: number, idParam: unknown): Promise<SuccessStoryView> {
  const storyId = await visibleStoryId(userId, idParam)
  try {
    await db.table('success_story_likes').insert({ success_story_id: storyId, user_id: userId, created_at: toDbTimestamp(new Date()) })
  } catch (error) {
    // Liked already (here or in another tab at the same moment): nothing changes.
    if (isUniqueViolation(error)) return presentOne(storyId, userId)
    // Deleted by its author a moment ago.
    if (isForeignKeyViolation(error)) throw storyNotFound()
    throw error
  }
  return presentOne(storyId, userId)
}

/** Takes the viewer's like back (nothing to take back changes nothing). */
export async function unlikeStory(userId: number, idParam: unknown): Promise<SuccessStoryView> {
  const storyId = await visibleStoryId(userId, idParam)
  await db.from('success_story_likes').where('success_story_id', storyId).where('user_id', userId).delete()
  return presentOne(storyId, userId)
}
