import { UserRound } from 'lucide-react'
import { INTERACTION_TYPE_LEGEND } from '@dosewise/sync-protocol'
import { cn } from '../../ui/cn'
import { InteractionLevelBadge } from '../../ui/interaction-level-badge'
import { SourceList } from '../../ui/source-list'
import { namesList, type SupplementInteraction } from './supplement-interactions'

/** One row of the interaction table; the person's own are marked and set apart. */
export function InteractionRowCard({ row: { interaction: i, yours } }: { row: SupplementInteraction }) {
  const titleId = `supplement-interaction-${i.id}`
  const affectsYou = yours.length > 0
  return (
    <article
      aria-labelledby={titleId}
      // content-visibility lets the browser skip laying out cards far below the fold (some
      // supplements have dozens of rows).
      className={cn(
        'grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm [contain-intrinsic-size:auto_16rem] [content-visibility:auto] sm:p-6',
        affectsYou && 'border-2 border-primary'
      )}
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={titleId} className="mr-auto min-w-0 font-semibold break-words">
          {i.medicationName} + {i.supplementName}
        </h3>
        <InteractionLevelBadge level={i.interactionType} />
      </div>
      {affectsYou && (
        <p className="inline-flex w-fit items-center gap-1.5 rounded-md bg-accent px-2 py-1 text-sm font-semibold text-accent-foreground">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          Affects you: you take {namesList(yours)}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{INTERACTION_TYPE_LEGEND[i.interactionType]}</p>
      <p className="text-sm">{i.description}</p>
      <p className="rounded-md bg-muted p-3 text-sm">
        <span className="font-medium">Recommendation: </span>
        {i.recommendation}
      </p>
      <SourceList sources={i.sources} />
    </article>
  )
}
