import type { ZodTypeAny, infer as ZodInfer } from 'zod'
import { parseOrErrors } from '@dosewise/sync-protocol'
import { ValidationFailedException } from '#exceptions/app_exceptions'

/**
 * Validates a request body with a schema from sync-protocol (the same one the PWA's forms use),
 * including what no database can store (NUL characters, numbers past 32 bits).
 * Failure → 422 { message, errors: [{ field, message }] } with the spec's messages; no side effect.
 */
export function validate<S extends ZodTypeAny>(schema: S, data: unknown): ZodInfer<S> {
  const result = parseOrErrors(schema, data ?? {})
  if (!result.success) throw new ValidationFailedException(result.errors)
  return result.data
}
