import { Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react'
import type { PlanWarning } from '@dosewise/sync-protocol'
import { Badge, type BadgeVariant } from '../../ui/badge'
import { bySeverity } from './plan-rules'

const SEVERITY: Record<PlanWarning['severity'], { label: string; variant: BadgeVariant; icon: LucideIcon }> = {
  major: { label: 'Major', variant: 'destructive', icon: OctagonAlert },
  moderate: { label: 'Moderate', variant: 'warning', icon: TriangleAlert },
  minor: { label: 'Minor', variant: 'info', icon: Info },
  caution: { label: 'Caution', variant: 'warning', icon: TriangleAlert },
}

const KIND_LABELS: Record<PlanWarning['kind'], string> = {
  interaction: 'Interaction',
  'upper-limit': 'Upper limit',
  timing: 'Timing',
  unrecognised: 'Not recognised',
  lab: 'Lab result',
}

/**
 * What the safety checks found across the plan and what the person already takes (issue 6):
 * interactions, upper limits, timing clashes, names it did not recognise — most severe first.
 */
export function PlanWarnings({ warnings }: { warnings: readonly PlanWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <section aria-labelledby="warnings-title" className="grid gap-3">
      <div>
        <h2 id="warnings-title" className="text-xl font-semibold">
          Safety Checks
        </h2>
        <p className="text-sm text-muted-foreground">Worth reading before you start, most important first.</p>
      </div>
      <ul className="grid gap-3">
        {bySeverity(warnings).map((warning) => {
          const { label, variant, icon: Icon } = SEVERITY[warning.severity]
          return (
            <li
              key={`${warning.kind}-${warning.message}`}
              className="grid gap-2 rounded-lg border border-warning bg-warning/10 p-4 text-sm"
            >
              <span className="flex flex-wrap gap-2">
                <Badge variant={variant}>
                  <Icon aria-hidden="true" className="size-3.5" />
                  {label}
                </Badge>
                <Badge variant="outline">{KIND_LABELS[warning.kind]}</Badge>
              </span>
              <p>{warning.message}</p>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
