/**
 * The administrators' Supplements and Analytics tabs (issue 16, ADR 0035): request bodies and
 * answers. A supplement is sent whole in the knowledge base's own shape (`supplementRecordSchema`),
 * so an admin edit is checked exactly like a record in the files.
 */
import { z } from 'zod'
import { JOB_CATEGORIES } from '../enums.js'
import { NOTIFICATION_TITLE_MAX, TEXT_MAX } from '../limits.js'
import { requiredTextWithMessage } from './fields.js'
import { fieldErrorSchema } from '../errors.js'

/** A CSV file of supplements or interactions, as text (the API takes JSON bodies only). */
export const ADMIN_CSV_MAX = 2_000_000
export const ADMIN_CSV_KINDS = ['supplements', 'interactions'] as const
export type AdminCsvKind = (typeof ADMIN_CSV_KINDS)[number]
export const adminCsvBodySchema = z.object({
  kind: z.enum(ADMIN_CSV_KINDS),
  csv: z.string().min(1, 'Choose a CSV file').max(ADMIN_CSV_MAX, 'The file is too large (2 MB at most)'),
})
export type AdminCsvBody = z.output<typeof adminCsvBodySchema>

/** One row of an import preview: what it would do, or why it cannot. */
export const adminCsvRowSchema = z.object({
  line: z.number().int(),
  key: z.string(),
  action: z.enum(['add', 'change', 'same', 'error']),
  errors: z.array(z.string()),
})
export type AdminCsvRow = z.output<typeof adminCsvRowSchema>
export const adminCsvPreviewSchema = z.object({
  kind: z.enum(ADMIN_CSV_KINDS),
  /** A problem with the file as a whole (the header), when there is one. */
  fileError: z.string().nullable(),
  rows: z.array(adminCsvRowSchema),
  counts: z.object({ add: z.number(), change: z.number(), same: z.number(), error: z.number() }),
})
export type AdminCsvPreview = z.output<typeof adminCsvPreviewSchema>

export const adminCatalogueRowSchema = z.object({
  id: z.number(),
  slug: z.string().nullable(),
  name: z.string(),
  category: z.string(),
  origin: z.enum(['seed', 'admin']),
  awaitingSource: z.boolean(),
})
export type AdminCatalogueRow = z.output<typeof adminCatalogueRowSchema>
export const adminCataloguePageSchema = z.object({
  rows: z.array(adminCatalogueRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type AdminCataloguePage = z.output<typeof adminCataloguePageSchema>

export const adminCatalogueStatsSchema = z.object({
  activeSupplements: z.number(),
  pendingReview: z.number(),
  pendingReviewNames: z.array(z.string()),
  interactionAlerts: z.number(),
  interactions: z.number(),
  version: z.string(),
})
export type AdminCatalogueStats = z.output<typeof adminCatalogueStatsSchema>

export const adminVersionAnswerSchema = z.object({ version: z.string() })

export const adminFieldErrorsSchema = z.array(fieldErrorSchema)

export const ADMIN_NOTIFICATION_AUDIENCES = ['all', ...JOB_CATEGORIES] as const
export const adminNotificationBodySchema = z.object({
  audience: z.enum(ADMIN_NOTIFICATION_AUDIENCES),
  title: requiredTextWithMessage('Enter a title', NOTIFICATION_TITLE_MAX),
  message: requiredTextWithMessage('Enter a message', TEXT_MAX),
})
export type AdminNotificationBody = z.output<typeof adminNotificationBodySchema>

export const adminAnalyticsSchema = z.object({
  professions: z.array(
    z.object({
      jobCategory: z.enum(JOB_CATEGORIES),
      people: z.number(),
      supplements: z.array(z.object({ supplementId: z.number(), name: z.string(), people: z.number(), percent: z.number() })),
    })
  ),
  assessments: z.object({ people: z.number(), completed: z.number(), percent: z.number() }),
})
export type AdminAnalytics = z.output<typeof adminAnalyticsSchema>

export const adminCatalogueQuerySchema = z.object({
  search: z.string().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
})
export type AdminCatalogueQuery = z.output<typeof adminCatalogueQuerySchema>

/** The largest supplement record the API takes as a JSON body (a record in the files is a few kB). */
export const ADMIN_SUPPLEMENT_BODY_MAX_BYTES = 256 * 1024
