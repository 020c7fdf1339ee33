import { ApiError } from './api-client'
import { StorageFullError } from '../db/errors'
import { toast } from '../ui/toast/use-toast'

/**
 * The destructive toast of a failed action. A full device says so in its own words (a person can
 * act on it — never swallowed); the server's message wins over `fallback` when there is one.
 */
export function failureToast(error: unknown, title: string, fallback: string) {
  const description = error instanceof StorageFullError ? error.message : (error instanceof ApiError && error.serverMessage) || fallback
  toast({ title, description, variant: 'destructive' })
}
