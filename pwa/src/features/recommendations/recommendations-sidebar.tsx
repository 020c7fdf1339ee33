import { BUDGET_RANGE_LABELS, type BudgetRange, type PlanItem } from '@dosewise/sync-protocol'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { countByPriority, monthlyCostCents, wholeDollars } from './plan-rules'

export interface RecommendationsSidebarProps {
  items: readonly PlanItem[]
  /** The assessment's answer, shown when the plan was fitted to a budget. */
  budgetRange: BudgetRange | null
}

/** Summary, estimated monthly cost and the safety notice (spec §2 sidebar). */
export function RecommendationsSidebar({ items, budgetRange }: RecommendationsSidebarProps) {
  const figures = [
    { label: 'Total recommendations', value: items.length },
    { label: 'High priority', value: countByPriority(items, 'high') },
    { label: 'Medium priority', value: countByPriority(items, 'medium') },
  ]
  return (
    <aside aria-label="Plan summary" className="grid content-start gap-4">
      <section aria-labelledby="summary-title" className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <h2 id="summary-title" className="text-lg font-semibold">
          Summary
        </h2>
        <dl className="grid gap-2 text-sm">
          {figures.map(({ label, value }) => (
            <div key={label} className="flex items-baseline justify-between gap-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-base font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="cost-title" className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
        <h2 id="cost-title" className="text-lg font-semibold">
          Estimated monthly cost
        </h2>
        <p className="text-3xl font-bold">
          {wholeDollars(monthlyCostCents(items))}
          <span className="text-sm font-normal text-muted-foreground"> per month</span>
        </p>
        <ul aria-label="Cost per supplement" className="grid gap-1 text-sm">
          {items.map((item) => (
            <li key={item.supplementId} className="flex items-baseline justify-between gap-2">
              <span className="min-w-0 break-words text-muted-foreground">{item.name}</span>
              <span className="font-medium">{wholeDollars(item.priceCents)}</span>
            </li>
          ))}
        </ul>
        {budgetRange && <p className="border-t pt-3 text-sm">Your budget: {BUDGET_RANGE_LABELS[budgetRange]}</p>}
      </section>
      <section aria-labelledby="safety-title" className="grid gap-2 rounded-lg border bg-muted p-4 sm:p-6">
        <h2 id="safety-title" className="text-lg font-semibold">
          Safety notice
        </h2>
        <MedicalDisclaimer />
      </section>
    </aside>
  )
}
