import { useState } from 'react'
import type { ZodTypeAny } from 'zod'
import { firstErrorByField, validationErrors } from '@dosewise/sync-protocol'
import { LocalValidationError } from '../db/errors'
import { ApiError } from './api-client'
import { failureToast } from './failure-toast'

/**
 * Field errors shown under the fields (spec §5), from the same schema the API validates with,
 * from the API's 422 answer or from a refused local write; a failed submit also raises the
 * spec's destructive toast. The one way every form reports what went wrong.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})

  function check<S extends ZodTypeAny>(schema: S, values: unknown): ReturnType<S['parse']> | null {
    const result = schema.safeParse(values)
    if (result.success) {
      // The same object when there were none: a memoised form's fields need not render again.
      setErrors((current) => (Object.keys(current).length === 0 ? current : {}))
      return result.data
    }
    setErrors(firstErrorByField(validationErrors(result.error)))
    return null
  }

  function fromApi(error: unknown) {
    if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors)
  }

  /**
   * A failed submit: field errors under the fields, and the destructive toast — with the
   * server's message, or the storage-full explanation (never swallowed), or `fallback`.
   */
  function reportFailure(error: unknown, title: string, fallback: string) {
    fromApi(error)
    if (error instanceof LocalValidationError) setErrors(firstErrorByField(error.errors))
    failureToast(error, title, fallback)
  }

  return { errors, setErrors, check, reportFailure }
}
