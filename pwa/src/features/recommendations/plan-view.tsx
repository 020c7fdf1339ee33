import { memo, useDeferredValue } from 'react'
import { Info } from 'lucide-react'
import type { BudgetRange, Plan } from '@dosewise/sync-protocol'
import { PlanNoteSections } from './plan-notes'
import { PlanTimetable } from './plan-timetable'
import { PlanWarnings } from './plan-warnings'
import { RecommendationCard } from './recommendation-card'
import { RecommendationsSidebar } from './recommendations-sidebar'

export interface PlanViewProps {
  plan: Plan
  /** The plan was worked out on this device and the server has not sent its own yet. */
  fromDevice: boolean
  budgetRange: BudgetRange | null
  benefitsOf: (supplementId: number) => readonly string[]
}

/**
 * The list (already high → medium → low), the sidebar, then the rest of the plan. On a phone the
 * sidebar follows the list; from `lg` it sits beside everything.
 */
// Memoised: when the screen's own reads bring the very plan the wizard handed over (ADR 0051),
// the plan is not drawn a second time.
export const PlanView = memo(function PlanView({ plan, fromDevice, budgetRange, benefitsOf }: PlanViewProps) {
  // The list and its summary are painted first; the warnings, timetable and notes below them
  // follow in a background render a moment later. On a phone, rendering everything before the
  // first paint kept the person's supplements off the screen for most of the wait (ADR 0046).
  const showRest = useDeferredValue(true, false)
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr]">
      <section aria-labelledby="supplements-title" className="grid gap-4 lg:col-start-1 lg:row-start-1">
        {fromDevice && (
          <p role="note" className="flex items-start gap-2 rounded-lg border border-info bg-info/10 p-3 text-sm">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Calculated on this device — your account will confirm it when it syncs.
          </p>
        )}
        <h2 id="supplements-title" className="text-xl font-semibold">
          Your Supplements
        </h2>
        <ol aria-labelledby="supplements-title" className="grid gap-4">
          {plan.items.map((item) => (
            <li key={item.supplementId}>
              <RecommendationCard item={item} benefits={benefitsOf(item.supplementId)} />
            </li>
          ))}
        </ol>
      </section>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <RecommendationsSidebar items={plan.items} budgetRange={budgetRange} />
      </div>
      <div className="grid gap-8 lg:col-start-1 lg:row-start-2">
        {showRest && (
          <>
            <PlanWarnings warnings={plan.warnings} />
            <PlanTimetable timetable={plan.timetable} scheduleNote={plan.scheduleNote} />
            <PlanNoteSections excluded={plan.excluded} leftOut={plan.leftOut} covered={plan.covered} />
          </>
        )}
      </div>
    </div>
  )
})
