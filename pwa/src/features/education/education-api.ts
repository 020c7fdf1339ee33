import { api } from '../../lib/api-client'
import { articleListSchema, articleSchema } from './education-schemas'

/**
 * Articles come straight from the API, not from the local database. The service worker keeps a
 * copy of each answer it has seen (runtime cache 'dosewise-education', vite.config.ts), so an
 * article read once opens again offline.
 */
export const fetchArticles = (signal: AbortSignal) => api.get('/api/education', { schema: articleListSchema, signal })

export const fetchArticle = (slug: string, signal: AbortSignal) =>
  api.get(`/api/education/${encodeURIComponent(slug)}`, { schema: articleSchema, signal })
