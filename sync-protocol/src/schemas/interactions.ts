/** The drug–supplement interaction table (reference data) and its search query (spec §3, §5). */
import { z } from 'zod'
import { INTERACTION_TYPES } from '../enums.js'
import { SHORT_TEXT_MAX, TEXT_MAX } from '../limits.js'
import { intIdSchema, requiredText } from './fields.js'

export const drugInteractionInputSchema = z.object({
  medicationName: requiredText(SHORT_TEXT_MAX),
  supplementName: requiredText(SHORT_TEXT_MAX),
  interactionType: z.enum(INTERACTION_TYPES),
  description: z.string().min(1).max(TEXT_MAX),
  recommendation: z.string().min(1).max(TEXT_MAX),
})
export type DrugInteractionInput = z.input<typeof drugInteractionInputSchema>

export const drugInteractionSchema = z.object({
  id: intIdSchema,
  medicationName: z.string().max(SHORT_TEXT_MAX),
  supplementName: z.string().max(SHORT_TEXT_MAX),
  interactionType: z.enum(INTERACTION_TYPES),
  description: z.string().max(TEXT_MAX),
  recommendation: z.string().max(TEXT_MAX),
})
export type DrugInteraction = z.output<typeof drugInteractionSchema>

/** Blank after trimming means "not searched on" (spec §4), so it comes out as undefined. */
const searchTerm = z
  .string()
  .trim()
  .max(SHORT_TEXT_MAX)
  .optional()
  .transform((value) => (value ? value : undefined))

/**
 * GET /api/drug-interactions?medication=&supplement=. Both absent is valid: the whole table.
 * Use `isInteractionSearchActive` to decide whether a search runs at all.
 */
export const drugInteractionQuerySchema = z.object({
  medication: searchTerm,
  supplement: searchTerm,
})
export type DrugInteractionQuery = z.output<typeof drugInteractionQuerySchema>

/** A search is active when at least one field is non-blank after trimming (spec §4, §5). */
export function isInteractionSearchActive(query: { medication?: string | null; supplement?: string | null }): boolean {
  return Boolean(query.medication?.trim() || query.supplement?.trim())
}
