/**
 * Request validation (AdonisJS keeps it in app/validators): every validator is a schema from
 * sync-protocol — the same one the PWA's forms use — checked together with what no database can
 * store (NUL characters, numbers past 32 bits). Controllers validate what a request carries and
 * hand services typed values; services do not validate requests.
 * Failure → 422 { message, errors: [{ field, message }] } with the spec's messages; no side effect.
 */
import type { ZodTypeAny, infer as ZodInfer } from 'zod'
import { parseOrErrors } from '@dosewise/sync-protocol'
import { ValidationFailedException } from '#exceptions/app_exceptions'

export interface Validator<T> {
  validate(data: unknown): T
}

export function validator<S extends ZodTypeAny>(schema: S): Validator<ZodInfer<S>> {
  return {
    validate(data) {
      const result = parseOrErrors(schema, data ?? {})
      if (!result.success) throw new ValidationFailedException(result.errors)
      return result.data
    },
  }
}
