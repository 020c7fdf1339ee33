/**
 * A report's input from this device's database (so a report works offline): the person's
 * records through the db hooks, the reference snapshot, and who they are from the session. The
 * day is counted in the person's time zone from the reminder settings, else the device's.
 *
 * undefined while the records load; 'no-reference' when the report needs the reference data
 * (supplement names, the interaction table) and it was never downloaded.
 */
import { useMemo, useState } from 'react'
import type { ReportInput, ReportKind } from '@dosewise/sync-protocol/reports'
import {
  useCheckIns,
  useDoses,
  useJournalEntriesSince,
  useLabResults,
  useLatestAssessment,
  usePrescriptions,
  useReferenceData,
  useReminderSettings,
  useStack,
} from '../../../db/hooks'
import { localDay } from '../../../lib/dates'
import { useSession } from '../../../lib/session'

/** The reports that name supplements or check interactions need the reference snapshot. */
const NEEDS_REFERENCE: ReadonlySet<ReportKind> = new Set(['supplements', 'interactions'])
const DAY_MS = 86_400_000
/** Records this far back cover every report's window (30 days; 4 weeks) with room for time zones. */
const LOOKBACK_DAYS = 35

const NO_REFERENCE: ReportInput['reference'] = { version: 'none', supplements: [], interactions: [], medications: [], classes: [] }

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

export function useReportInput(kind: ReportKind): ReportInput | 'no-reference' | undefined {
  const session = useSession()
  // One moment per visit: the report does not change under the reader's eyes.
  const [now] = useState(() => Date.now())
  const since = new Date(now - LOOKBACK_DAYS * DAY_MS)
  const journal = useJournalEntriesSince(since.toISOString())
  const doses = useDoses(localDay(since), localDay(new Date(now + DAY_MS)))
  const stack = useStack()
  const checkIns = useCheckIns()
  const labResults = useLabResults()
  const prescriptions = usePrescriptions()
  const latest = useLatestAssessment()
  const settings = useReminderSettings()
  const reference = useReferenceData()

  const user = session.status === 'signed-in' ? session.user : null
  const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username : ''

  return useMemo(() => {
    if (
      !journal ||
      !doses ||
      !stack ||
      !checkIns ||
      !labResults ||
      !prescriptions ||
      latest === undefined ||
      !settings ||
      reference === undefined
    )
      return undefined
    if (reference === null && NEEDS_REFERENCE.has(kind)) return 'no-reference'
    return {
      person: { name },
      now,
      timeZone: settings.timeZone ?? deviceTimeZone(),
      reference: reference ?? NO_REFERENCE,
      stack,
      doses,
      journal,
      checkIns,
      labResults,
      prescriptions,
      assessment: latest?.assessment ?? null,
      reminderSettings: settings,
    }
  }, [kind, name, now, journal, doses, stack, checkIns, labResults, prescriptions, latest, settings, reference])
}
