/**
 * What a schema may accept but no database the API runs on can hold, checked on the values a
 * schema has parsed (so only what would be stored is looked at, whatever the field):
 * - NUL characters in text, anywhere (PostgreSQL refuses them in text columns);
 * - whole numbers outside the 32-bit range (PostgreSQL `integer` columns overflow).
 * Both are refused as ordinary validation errors, for REST and sync alike.
 */
import type { FieldError } from '../errors.js'

export const INT32_MAX = 2_147_483_647
export const INT32_MIN = -2_147_483_648
export const NUL_MESSAGE = 'Text cannot contain a NUL character'

/** Deep enough for every valid input (the schemas nest a few levels); see MAX_JSON_DEPTH. */
function walk(value: unknown, path: (string | number)[], errors: FieldError[], depth: number) {
  if (depth > 64) return
  const field = path.join('.')
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors.push({ field, message: NUL_MESSAGE })
  } else if (typeof value === 'number') {
    if (Number.isInteger(value) && value > INT32_MAX) errors.push({ field, message: `Number must be less than or equal to ${INT32_MAX}` })
    if (Number.isInteger(value) && value < INT32_MIN)
      errors.push({ field, message: `Number must be greater than or equal to ${INT32_MIN}` })
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => walk(item, [...path, index], errors, depth + 1))
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) errors.push({ field: [...path, key].join('.'), message: NUL_MESSAGE })
      walk(inner, [...path, key], errors, depth + 1)
    }
  }
}

/** The parsed value's NUL characters and out-of-range whole numbers, by field. */
export function unstorableValues(parsed: unknown): FieldError[] {
  const errors: FieldError[] = []
  walk(parsed, [], errors, 0)
  return errors
}
