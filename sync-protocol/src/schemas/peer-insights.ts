/**
 * Peer insights (spec §2 Community; ADR 0032): per profession, which supplements people track
 * and how they rate them, computed from people's own data — or, while a profession has too few
 * people (PEER_GROUP_MIN), the seeded sample figures, said to be samples. Also the Expert Q&A
 * waiting list, the other tab of the community screen that is about the person.
 */
import { z } from 'zod'
import { JOB_CATEGORIES } from '../enums.js'
import { EFFECTIVENESS_RATING_MAX, POPULARITY_SCORE_MAX, SHORT_TEXT_MAX } from '../limits.js'
import { countSchema, intIdSchema, isoTimestampSchema } from './fields.js'

/**
 * 'people': figures from people's stacks and ratings. 'sample': the seeded illustrative figures
 * (profession_stats), shown under a 'Sample data' label.
 */
export const PEER_INSIGHT_SOURCES = ['people', 'sample'] as const
export type PeerInsightSource = (typeof PEER_INSIGHT_SOURCES)[number]

export const peerInsightSupplementSchema = z.object({
  supplementId: intIdSchema,
  name: z.string().max(SHORT_TEXT_MAX),
  /** People of the profession tracking it (at least PEER_GROUP_MIN for real figures). */
  people: countSchema,
  /** Percent of the profession tracking it, whole. */
  share: z.number().int().min(0).max(POPULARITY_SCORE_MAX),
  /** Average stars to one decimal; null when fewer than PEER_GROUP_MIN of them rated it. */
  averageRating: z.number().min(0).max(EFFECTIVENESS_RATING_MAX).nullable(),
  /** How many ratings the average is of; null for sample figures, which do not say. */
  ratingCount: countSchema.nullable(),
})
export type PeerInsightSupplement = z.output<typeof peerInsightSupplementSchema>

export const professionPeerInsightsSchema = z.object({
  jobCategory: z.enum(JOB_CATEGORIES),
  source: z.enum(PEER_INSIGHT_SOURCES),
  /** People in the profession the real figures are of; null for sample figures. */
  people: countSchema.nullable(),
  /** Most tracked first. */
  supplements: z.array(peerInsightSupplementSchema),
})
export type ProfessionPeerInsights = z.output<typeof professionPeerInsightsSchema>

/** GET /api/peer-insights: every profession, in JOB_CATEGORIES order. */
export const peerInsightsSchema = z.object({
  /** When the real figures were last computed; null before the first run. */
  computedAt: isoTimestampSchema.nullable(),
  /** The k of the k-anonymity the figures keep (PEER_GROUP_MIN). */
  minGroupSize: z.number().int().min(1),
  professions: z.array(professionPeerInsightsSchema),
})
export type PeerInsights = z.output<typeof peerInsightsSchema>

/** GET and POST /api/expert-qa/interest: whether the person asked to hear when Expert Q&A opens. */
export const expertQaInterestSchema = z.object({
  registered: z.boolean(),
  registeredAt: isoTimestampSchema.nullable(),
})
export type ExpertQaInterest = z.output<typeof expertQaInterestSchema>
