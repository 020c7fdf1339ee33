import { CalendarDays, CircleCheck, HeartPulse, Pill } from 'lucide-react'
import type { Dose, JournalEntry, StackItem } from '@dosewise/sync-protocol'
import type { AssessmentWithPlan, Local, ReferenceData } from '../../db/hooks'
import { plural } from '../../lib/plural'
import { StatCard, type StatContent } from './stat-card'
import { supplementNames } from './supplement-names'
import { compliancePercent, doseCompliance, entriesOfLastWeek, formatScore, planWeek, weeklyWellness } from './wellness-stats'

export interface WellnessStatCardsProps {
  stack: Local<StackItem>[] | undefined
  latest: AssessmentWithPlan | null | undefined
  entries: Local<JournalEntry>[] | undefined
  reference: ReferenceData | null | undefined
  /** Doses recorded in the last 7 days. */
  doses: Local<Dose>[] | undefined
  now: Date
}

const LOADING: StatContent = { kind: 'loading' }
const startDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/**
 * 'Your Supplements', 'Week', 'Compliance' and 'Wellbeing' from the person's stack and journal
 * (spec §2 hard-coded them). Each waits for the data it is made from, so an empty state never
 * flashes before the first read; without that data it says what to do to get a figure.
 */
export function WellnessStatCards({ stack, latest, entries, reference, doses, now }: WellnessStatCardsProps) {
  const saveFirst: StatContent = {
    kind: 'invite',
    text: 'Save your recommendations to start',
    to: latest ? `/recommendations/${latest.assessment.id}` : '/assessment',
  }
  const journalFirst: StatContent = { kind: 'invite', text: 'Log how you feel in the journal', to: '/journal' }
  const logFirst: StatContent = { kind: 'invite', text: 'Mark your doses on Today', to: '/' }
  const week = entries && entriesOfLastWeek(entries, now)

  function supplementsCard(): StatContent {
    if (stack === undefined || latest === undefined) return LOADING
    if (stack.length === 0) return saveFirst
    return { kind: 'value', value: String(stack.length), detail: 'Taking now' }
  }

  function weekCard(): StatContent {
    if (stack === undefined || latest === undefined) return LOADING
    const current = planWeek(stack, now)
    if (!current) return saveFirst
    return { kind: 'value', value: String(current.week), detail: `Since ${startDay.format(new Date(current.startedAt))}` }
  }

  function complianceCard(): StatContent {
    if (stack === undefined || latest === undefined || week === undefined || reference === undefined || doses === undefined) return LOADING
    if (stack.length === 0) return saveFirst
    if (week.length === 0 && doses.length === 0) return logFirst
    // Journal names are matched to the catalogue's names and aliases, which come with the snapshot.
    if (reference === null) return { kind: 'invite', text: 'Available once the supplement list has downloaded' }
    const counts = doseCompliance(stack, week, supplementNames(reference.supplements), now, doses)
    const percent = compliancePercent(counts)
    if (percent === null) return saveFirst
    return { kind: 'value', value: `${percent}%`, detail: `${counts.taken} of ${plural(counts.planned, 'dose')}` }
  }

  function wellbeingCard(): StatContent {
    if (entries === undefined) return LOADING
    const wellness = weeklyWellness(entries, now)
    if (!wellness) return journalFirst
    return {
      kind: 'value',
      value: `${formatScore(wellness.overall)}/10`,
      detail: `From ${plural(wellness.entries, 'journal entry', 'journal entries')} this week`,
    }
  }

  return (
    <section aria-labelledby="dashboard-stats" className="grid gap-3">
      <h2 id="dashboard-stats" className="sr-only">
        Your week at a glance
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Your Supplements" icon={Pill} content={supplementsCard()} />
        <StatCard title="Week" icon={CalendarDays} content={weekCard()} />
        <StatCard title="Compliance" icon={CircleCheck} content={complianceCard()} />
        <StatCard title="Wellbeing" icon={HeartPulse} content={wellbeingCard()} />
      </div>
    </section>
  )
}
