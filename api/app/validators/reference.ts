import { z } from 'zod'
import { JOB_CATEGORIES } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** `/api/supplements/profession/:jobCategory` and its stats. */
export const jobCategoryValidator = validator(z.object({ jobCategory: z.enum(JOB_CATEGORIES) }))

const searchTerm = z.string().max(255).optional()
/** `?medication=&supplement=` of GET /api/drug-interactions. */
export const interactionQueryValidator = validator(z.object({ medication: searchTerm, supplement: searchTerm }))
export type InteractionQuery = ReturnType<typeof interactionQueryValidator.validate>
