/**
 * Turning zod issues into the API's 422 body and the PWA's per-field form errors, so both
 * ends show the same message under the same field.
 */
import { z } from 'zod'
import { unstorableValues } from './input/storable.js'

export interface FieldError {
  /** Dotted path of the offending value: 'email', 'hobbies.0', '' for the whole body. */
  field: string
  message: string
}

/** Body of a 422 answer. `code` follows the API's `{ code, message, errors? }` error shape. */
export interface ValidationErrorBody {
  code?: string
  message: string
  errors: FieldError[]
}

export const VALIDATION_FAILED_MESSAGE = 'Validation failed'
export const VALIDATION_ERROR_CODE = 'E_VALIDATION_ERROR'

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
/** For the PWA to read a 422 answer without trusting its shape. */
export const validationErrorBodySchema = z.object({
  code: z.string().optional(),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
})

export function validationErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
}

export function validationErrorBody(error: z.ZodError): ValidationErrorBody {
  return { code: VALIDATION_ERROR_CODE, message: VALIDATION_FAILED_MESSAGE, errors: validationErrors(error) }
}

/**
 * The first message for each field, in issue order — what a form shows under each input
 * (several rules can fail at once, e.g. too long and not an email).
 */
export function firstErrorByField(errors: readonly FieldError[]): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const { field, message } of errors) {
    if (!(field in byField)) byField[field] = message
  }
  return byField
}

export type ParseResult<T> = { success: true; data: T } | { success: false; errors: FieldError[] }

/**
 * Parses input with a schema of the contract, then refuses what the schema let through but no
 * database can store (NUL characters, whole numbers past 32 bits: input/storable.ts). Every
 * input the API accepts, REST or sync, goes through here.
 */
export function parseOrErrors<S extends z.ZodTypeAny>(schema: S, data: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(data)
  if (!result.success) return { success: false, errors: validationErrors(result.error) }
  const unstorable = unstorableValues(result.data)
  return unstorable.length > 0 ? { success: false, errors: unstorable } : { success: true, data: result.data }
}
