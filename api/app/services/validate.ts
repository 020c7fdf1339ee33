import type { ZodTypeAny, infer as ZodInfer } from 'zod'
import { validationErrors } from '@dosewise/sync-protocol'
import { ValidationFailedException } from '#exceptions/app_exceptions'

/**
 * Validates a request body with a schema from sync-protocol (the same one the PWA's forms use).
 * Failure → 422 { message, errors: [{ field, message }] } with the spec's messages; no side effect.
 */
export function validate<S extends ZodTypeAny>(schema: S, data: unknown): ZodInfer<S> {
  const result = schema.safeParse(data ?? {})
  if (!result.success) throw new ValidationFailedException(validationErrors(result.error))
  return result.data
}
