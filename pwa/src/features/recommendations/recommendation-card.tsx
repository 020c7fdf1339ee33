import { Link } from 'react-router'
import type { PlanItem } from '@dosewise/sync-protocol'
import { CautionList } from './caution-list'
import { PriorityBadge } from './priority-badge'

/** The recommendation card shows the first 2 benefits (spec §9). */
const BENEFITS_SHOWN = 2

export interface RecommendationCardProps {
  item: PlanItem
  /** The catalogue's benefits of this supplement; empty while the catalogue is not on the device. */
  benefits: readonly string[]
}

/** One recommended supplement (spec §2): name, priority, dosage, reasoning, best time, benefits, cautions. */
export function RecommendationCard({ item, benefits }: RecommendationCardProps) {
  const titleId = `recommendation-${item.supplementId}`
  const shown = benefits.slice(0, BENEFITS_SHOWN)
  return (
    <article aria-labelledby={titleId} className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg leading-tight font-semibold">
          <Link
            to={`/supplements/${item.supplementId}`}
            className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
          >
            {item.name}
          </Link>
        </h3>
        <PriorityBadge priority={item.priority} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Dosage</dt>
          <dd className="text-muted-foreground">{item.dosage}</dd>
        </div>
        <div>
          <dt className="font-medium">Best time</dt>
          <dd>
            <span className="text-muted-foreground">{item.timing}</span>
            {item.timingAdvice && <span className="block text-xs text-muted-foreground">{item.timingAdvice}</span>}
          </dd>
        </div>
      </dl>
      <p className="text-sm">{item.reasoning}</p>
      {shown.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h4 className="font-medium">Benefits</h4>
          <ul className="flex flex-wrap gap-2" aria-label={`Benefits of ${item.name}`}>
            {shown.map((benefit) => (
              <li key={benefit} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      )}
      <CautionList label={`Cautions for ${item.name}`} cautions={item.warnings} />
    </article>
  )
}
