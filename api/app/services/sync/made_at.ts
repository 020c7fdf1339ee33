/**
 * The time a record was made, for fields the registry stamps `madeAt` (a journal entry's date,
 * ADR 0007): the moment the person made it — the mutation's clientTime, so an entry written
 * offline at 02:00 and synced at 08:00 belongs to 02:00 — but never in the future by more than
 * a clock's usual drift. A device clock far ahead (or a time no database can store) gives the
 * server's now instead.
 */
import { CLOCK_SKEW_MS } from '@dosewise/sync-protocol'
import { isStorableTime } from '#services/sync/storable'

export function madeAtTime(madeAt: string | null, now: Date): Date {
  if (!madeAt) return now
  const millis = Date.parse(madeAt)
  if (!isStorableTime(millis) || millis > now.getTime() + CLOCK_SKEW_MS) return now
  return new Date(millis)
}
