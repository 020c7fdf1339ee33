import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { plural } from '../../lib/plural'
import { Skeleton } from '../../ui/skeleton'
import { InteractionRowCard } from './interaction-row-card'
import type { SupplementInteraction } from './supplement-interactions'

export interface DrugInteractionsSectionProps {
  supplementName: string
  /** undefined while the person's prescriptions and assessment load. */
  rows: SupplementInteraction[] | undefined
}

/** The interaction table's rows for this supplement, the person's own first, and the way to the checker. */
export function DrugInteractionsSection({ supplementName, rows }: DrugInteractionsSectionProps) {
  const yours = rows?.filter((row) => row.yours.length > 0).length ?? 0
  return (
    <section aria-labelledby="drug-interactions-heading" aria-busy={rows === undefined} className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="drug-interactions-heading" className="text-xl font-semibold">
          Drug interactions
        </h2>
        {rows !== undefined && (
          <p className="text-sm text-muted-foreground">
            {rows.length === 0
              ? `No known interactions with ${supplementName} are in the Dosewise interaction table. That does not guarantee a combination is safe — ask your healthcare provider.`
              : `${plural(rows.length, 'known interaction')}${yours > 0 ? `, ${yours} with something you take` : ''}. Checked against your prescriptions and your latest assessment.`}
          </p>
        )}
      </div>
      {rows === undefined ? (
        <Skeleton className="h-32" />
      ) : (
        rows.length > 0 && (
          <ul className="grid gap-4">
            {rows.map((row) => (
              <li key={row.interaction.id}>
                <InteractionRowCard row={row} />
              </li>
            ))}
          </ul>
        )
      )}
      <Link
        to="/drug-interactions"
        className="inline-flex min-h-11 w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
      >
        Check other combinations in the Drug Interaction Checker
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  )
}
