import { useMemo } from 'react'
import type { DayDose, ReminderSettings } from '@dosewise/sync-protocol'
import { dayDoses } from '@dosewise/sync-protocol'
import { useDayRecords, type SupplementLabel } from '../db/hooks'
import { useLocalDb } from '../db/local-db-context'
import { localDay, localNow } from './dates'

export interface DayDosesView {
  /** Today's doses on the person's clock, in time order (sync-protocol dayDoses, rota applied). */
  doses: DayDose[]
  labels: ReadonlyMap<number, SupplementLabel>
  settings: ReminderSettings
  /** When each supplement of the stack was started (ms since the epoch), by supplement id. */
  startedAt: ReadonlyMap<number, number>
}

/**
 * Today's doses from the device's database, as Today and the in-app reminders both read them:
 * the active stack, the dose records of the day, the reminder settings (with the rota) and the
 * supplements' names, read together (db/hooks useDayRecords). undefined until they have been read.
 */
export function useDayDoses(now: Date): DayDosesView | undefined {
  const db = useLocalDb()
  const today = localDay(now)
  const records = useDayRecords(today)
  return useMemo(() => {
    if (!records) return undefined
    const { stack, doses, settings, labels } = records
    const items = stack.map((item) => ({ ...item, startedOn: localDay(new Date(item.startedAt)) }))
    const startedAt = new Map(stack.map((item) => [item.supplementId, Date.parse(item.startedAt)]))
    return { doses: dayDoses(db.userId, items, today, doses, localNow(now), settings.rota), labels, settings, startedAt }
  }, [db.userId, records, today, now])
}
