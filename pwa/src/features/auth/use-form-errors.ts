import { useState } from 'react'
import type { ZodTypeAny } from 'zod'
import { firstErrorByField, validationErrors } from '@dosewise/sync-protocol'
import { ApiError } from '../../lib/api-client'
import { toast } from '../../ui/toast/use-toast'

/**
 * Field errors shown under the fields (spec §5), from the same schema the API validates with,
 * or from the API's 422 answer; a failed submit also raises the spec's destructive toast.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({})

  function check<S extends ZodTypeAny>(schema: S, values: unknown): ReturnType<S['parse']> | null {
    const result = schema.safeParse(values)
    if (result.success) {
      setErrors({})
      return result.data
    }
    setErrors(firstErrorByField(validationErrors(result.error)))
    return null
  }

  function fromApi(error: unknown) {
    if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors)
  }

  /** A failed submit: field errors under the fields, and the destructive toast with the server's message. */
  function reportFailure(error: unknown, title: string, fallback: string) {
    fromApi(error)
    toast({
      title,
      description: (error instanceof ApiError && error.serverMessage) || fallback,
      variant: 'destructive',
    })
  }

  return { errors, setErrors, check, reportFailure }
}
