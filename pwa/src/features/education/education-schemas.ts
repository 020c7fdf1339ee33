/**
 * The answers of GET /api/education and GET /api/education/:slug (api community_service),
 * checked before use. sync-protocol has only the knowledge-base file's shape
 * (educationArticleRecordSchema); the sources reuse its `sourceSchema`, which accepts only
 * http(s) addresses — a source link can never be `javascript:`.
 */
import { z } from 'zod'
import { sourceSchema } from '@dosewise/sync-protocol'

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: z.string(),
  tags: z.array(z.string()),
  readingMinutes: z.number().int().nonnegative(),
})
export type ArticleSummary = z.output<typeof articleSummarySchema>

export const articleListSchema = z.array(articleSummarySchema)

export const articleSchema = articleSummarySchema.extend({
  body: z.string(),
  sources: z.array(sourceSchema),
})
export type Article = z.output<typeof articleSchema>
