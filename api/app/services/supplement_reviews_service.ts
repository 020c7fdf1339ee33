/**
 * What people say about a supplement (spec §3 supplement_reviews): an online-only action like
 * community posts (docs/architecture.md), not a synced record. One review per person per supplement —
 * posting again replaces it — enforced by a unique index, so two first posts at once still end
 * in one review. An anonymous review never carries its author, not even as an id.
 */
import db from '@adonisjs/lucid/services/db'
import Supplement from '#models/supplement'
import SupplementReview from '#models/supplement_review'
import { NotFoundException } from '#exceptions/app_exceptions'
import { isForeignKeyViolation, isUniqueViolation } from '#services/db_errors'
import { parseId } from '#services/reference_data/reference_service'
import type { ReviewInput } from '#validators/reviews'

/** Newest reviews shown; the summary counts every review. */
export const REVIEWS_LISTED = 50

const supplementNotFound = () => new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')

/** The same 404 as GET /api/supplements/:id for an unknown or malformed id. */
async function existingSupplementId(idParam: unknown): Promise<number> {
  const id = parseId(idParam)
  const found = id === null ? null : await Supplement.query().select('id').where('id', id).first()
  if (!found) throw supplementNotFound()
  return found.id
}

function serializeReview(review: SupplementReview, viewerId: number) {
  const anonymous = review.isAnonymous
  return {
    id: review.id,
    userId: anonymous ? null : review.userId,
    supplementId: review.supplementId,
    rating: review.rating,
    effectiveness: review.effectiveness,
    sideEffects: review.sideEffects,
    benefits: review.benefits,
    duration: review.duration,
    wouldRecommend: review.wouldRecommend,
    isAnonymous: anonymous,
    createdAt: review.createdAt.toUTC().toISO()!,
    authorName: anonymous ? null : (review.user?.firstName ?? null),
    mine: review.userId === viewerId,
  }
}

export type ReviewView = ReturnType<typeof serializeReview>

/** count, the average of the stars to one decimal, and the share of "would recommend" among those who answered. */
async function summarize(supplementId: number) {
  const row = await db
    .from('supplement_reviews')
    .where('supplement_id', supplementId)
    .count('* as count')
    .sum('rating as ratingSum')
    .select(db.raw('count(would_recommend) as answered'))
    // A boolean in PostgreSQL, 0/1 in SQLite: both are true/false in a CASE.
    .select(db.raw('sum(case when would_recommend then 1 else 0 end) as recommended'))
    .first()
  // PostgreSQL answers bigint and numeric aggregates as strings.
  const count = Number(row?.count ?? 0)
  const ratingSum = Number(row?.ratingSum ?? 0)
  const answered = Number(row?.answered ?? 0)
  const recommended = Number(row?.recommended ?? 0)
  return {
    count,
    averageRating: count ? Math.round((ratingSum * 10) / count) / 10 : null,
    wouldRecommendPercent: answered ? Math.round((recommended * 100) / answered) : null,
  }
}

export async function listReviews(viewerId: number, supplementIdParam: unknown) {
  const supplementId = await existingSupplementId(supplementIdParam)
  const [summary, reviews] = await Promise.all([
    summarize(supplementId),
    SupplementReview.query()
      .where('supplement_id', supplementId)
      .preload('user')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(REVIEWS_LISTED),
  ])
  return { summary, reviews: reviews.map((review) => serializeReview(review, viewerId)) }
}

/**
 * Creates the person's review of the supplement, or replaces the one they wrote before (every
 * field, as the form sends the whole review). `created` tells the controller 201 from 200.
 */
export async function saveReview(userId: number, supplementIdParam: unknown, input: ReviewInput) {
  const supplementId = await existingSupplementId(supplementIdParam)
  const fields = {
    rating: input.rating,
    effectiveness: input.effectiveness ?? null,
    sideEffects: input.sideEffects ?? null,
    benefits: input.benefits ?? null,
    duration: input.duration ?? null,
    wouldRecommend: input.wouldRecommend ?? null,
    isAnonymous: input.isAnonymous,
  }
  const find = () => SupplementReview.query().where('user_id', userId).where('supplement_id', supplementId).first()

  let review = await find()
  let created = false
  if (!review) {
    try {
      review = await SupplementReview.create({ userId, supplementId, ...fields })
      created = true
    } catch (error) {
      if (isForeignKeyViolation(error)) throw supplementNotFound()
      // Another request of this person's created it in the meantime: this one updates it.
      if (!isUniqueViolation(error)) throw error
      review = await find()
      if (!review) throw error
    }
  }
  if (!created) await review.merge(fields).save()
  // Read back, so the answer is what the list will show (SQLite keeps whole seconds).
  await review.refresh()
  await review.load('user')
  return { review: serializeReview(review, userId), created }
}

/**
 * Every reviewed supplement's average stars and number of reviews (the shop's cards; ADR 0033),
 * rated ones only: a supplement nobody reviewed shows no rating at all.
 */
export async function listRatings() {
  const rows = await db
    .from('supplement_reviews')
    .select('supplement_id')
    .count('* as count')
    .sum('rating as ratingSum')
    .groupBy('supplement_id')
    .orderBy('supplement_id')
  // PostgreSQL answers bigint and numeric aggregates as strings.
  return rows.map((row) => {
    const count = Number(row.count)
    return { supplementId: Number(row.supplement_id), averageRating: Math.round((Number(row.ratingSum) * 10) / count) / 10, count }
  })
}
