/**
 * The reviews endpoints (online only, docs/architecture.md): reviews are not kept on the device, so
 * these go straight through the api client, and every answer is checked against the schemas
 * below before the screen trusts it.
 */
import { z } from 'zod'
import { supplementReviewInputSchema, supplementReviewSchema, type SupplementReviewInput } from '@dosewise/sync-protocol'
import { api, OfflineError } from '../../lib/api-client'

/** What the API takes (and the form checks before sending): the review without its supplement, which is in the URL. */
export const reviewInputSchema = supplementReviewInputSchema.omit({ supplementId: true })
export type ReviewInput = Omit<SupplementReviewInput, 'supplementId'>

/** A review as listed: the read shape, the author's first name (null when anonymous) and whether it is the viewer's. */
export const listedReviewSchema = supplementReviewSchema.extend({
  authorName: z.string().nullable(),
  mine: z.boolean(),
})
export type ListedReview = z.output<typeof listedReviewSchema>

export const reviewSummarySchema = z.object({
  count: z.number().int().min(0),
  /** To one decimal; null without reviews. */
  averageRating: z.number().min(0).max(5).nullable(),
  /** Of those who answered the question; null when nobody did. */
  wouldRecommendPercent: z.number().int().min(0).max(100).nullable(),
})
export type ReviewSummary = z.output<typeof reviewSummarySchema>

export const reviewListSchema = z.object({ summary: reviewSummarySchema, reviews: z.array(listedReviewSchema) })
export type ReviewList = z.output<typeof reviewListSchema>

const reviewsPath = (supplementId: number) => `/api/supplements/${supplementId}/reviews`

export function fetchReviews(supplementId: number, signal?: AbortSignal): Promise<ReviewList> {
  return api.get(reviewsPath(supplementId), { schema: reviewListSchema, signal })
}

/** Creates the person's review, or replaces the one they wrote before. */
export function postReview(supplementId: number, input: ReviewInput): Promise<ListedReview> {
  return api.post(reviewsPath(supplementId), input, { schema: listedReviewSchema })
}

/** The project's words for an online-only action without a network (docs/architecture.md). */
export const OFFLINE_MESSAGE = new OfflineError().message
