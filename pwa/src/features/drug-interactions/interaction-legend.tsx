import { INTERACTION_TYPE_LEGEND, INTERACTION_TYPES } from '@dosewise/sync-protocol'
import { InteractionLevelBadge } from '../../ui/interaction-level-badge'

/** What the three levels mean (spec §2). */
export function InteractionLegend() {
  return (
    <section aria-labelledby="legend-heading" className="rounded-lg border bg-card p-4">
      <h2 id="legend-heading" className="mb-3 text-sm font-semibold">
        Interaction levels
      </h2>
      <dl className="grid gap-2 sm:grid-cols-3">
        {INTERACTION_TYPES.map((level) => (
          <div key={level} className="flex flex-wrap items-center gap-2">
            <dt>
              <InteractionLevelBadge level={level} />
            </dt>
            <dd className="text-sm text-muted-foreground">{INTERACTION_TYPE_LEGEND[level]}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
