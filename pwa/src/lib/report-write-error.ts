/**
 * How a failed local write reaches the person (a destructive toast), for screens and for the
 * sync engine. A full device is always said in its own words — never swallowed — because the
 * person can do something about it.
 */
import { STORAGE_FULL_MESSAGE, StorageFullError } from '../db/errors'
import { toast } from '../ui/toast/use-toast'
import { failureToast } from './failure-toast'

export function reportWriteError(error: unknown, fallback = 'Your change could not be saved. Please try again.') {
  failureToast(error, error instanceof StorageFullError ? 'Storage full' : 'Not saved', fallback)
}

/** The sync engine could not store what it downloaded: the same words, and it stops until asked again. */
export function reportStorageFull() {
  toast({ title: 'Storage full', description: STORAGE_FULL_MESSAGE, variant: 'destructive' })
}

/**
 * A safety net for writes whose caller forgot to catch: an unhandled StorageFullError still
 * becomes the toast. Returns the function that removes the listener.
 */
export function reportUnhandledStorageErrors(): () => void {
  if (typeof window === 'undefined') return () => {}
  const listener = (event: PromiseRejectionEvent) => {
    if (!(event.reason instanceof StorageFullError)) return
    event.preventDefault()
    reportWriteError(event.reason)
  }
  window.addEventListener('unhandledrejection', listener)
  return () => window.removeEventListener('unhandledrejection', listener)
}
