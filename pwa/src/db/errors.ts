import type { FieldError } from '@dosewise/sync-protocol'

/** A local write with invalid values: nothing was stored; the form shows `errors`. */
export class LocalValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super('Validation failed')
    this.name = 'LocalValidationError'
  }
}

export const STORAGE_FULL_MESSAGE =
  'Your device has no storage space left for Dosewise, so this change was not saved. Free up some space and try again.'

/** IndexedDB refused the write for lack of space. Reported to the person, never swallowed. */
export class StorageFullError extends Error {
  constructor(readonly cause?: unknown) {
    super(STORAGE_FULL_MESSAGE)
    this.name = 'StorageFullError'
  }
}

export function isQuotaError(error: unknown): boolean {
  for (let current = error as { name?: string; inner?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.name === 'QuotaExceededError' || current.name === 'QuotaExceeded') return true
    current = current.inner as typeof current
  }
  return false
}
