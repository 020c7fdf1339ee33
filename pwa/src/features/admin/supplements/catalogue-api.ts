/** The admin Supplements tab's calls to `/api/admin/catalogue/*` (ADR 0035); answers checked with the contract. */
import {
  adminCataloguePageSchema,
  adminCatalogueStatsSchema,
  adminCsvPreviewSchema,
  adminVersionAnswerSchema,
  supplementRecordSchema,
  type AdminCsvKind,
  type SupplementRecord,
} from '@dosewise/sync-protocol'
import { z } from 'zod'
import { api, apiRequest } from '../../../lib/api-client'

export const fetchCatalogueStats = (signal: AbortSignal) =>
  api.get('/api/admin/catalogue/stats', { schema: adminCatalogueStatsSchema, signal })

export const fetchCataloguePage = (search: string, page: number, signal: AbortSignal) =>
  api.get(`/api/admin/catalogue/supplements?${new URLSearchParams({ search, page: String(page) })}`, {
    schema: adminCataloguePageSchema,
    signal,
  })

export const fetchSupplementRecord = (slug: string, signal?: AbortSignal) =>
  api.get(`/api/admin/catalogue/supplements/${encodeURIComponent(slug)}`, { schema: supplementRecordSchema, signal })

const savedSchema = z.object({ id: z.number(), slug: z.string(), version: z.string() })

/** Adds (`slug` null) or changes a supplement; a 422 carries the field errors. */
export const saveSupplementRecord = (slug: string | null, record: SupplementRecord) =>
  slug === null
    ? api.post('/api/admin/catalogue/supplements', record, { schema: savedSchema })
    : apiRequest('PUT', `/api/admin/catalogue/supplements/${encodeURIComponent(slug)}`, { body: record, schema: savedSchema })

export const previewImport = (kind: AdminCsvKind, csv: string) =>
  api.post('/api/admin/catalogue/import/preview', { kind, csv }, { schema: adminCsvPreviewSchema })

export const applyImport = (kind: AdminCsvKind, csv: string) =>
  api.post('/api/admin/catalogue/import/apply', { kind, csv }, { schema: adminCsvPreviewSchema.extend({ version: z.string().nullable() }) })

export const publishReferenceVersion = () => api.post('/api/admin/catalogue/publish', {}, { schema: adminVersionAnswerSchema })
