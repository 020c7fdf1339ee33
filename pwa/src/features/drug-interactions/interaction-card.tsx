import type { ReactNode } from 'react'
import type { MatchedVia, ReferenceInteraction } from '@dosewise/sync-protocol'
import { InteractionLevelBadge } from '../../ui/interaction-level-badge'
import { SourceList } from '../../ui/source-list'

const EVIDENCE_LABELS = { established: 'Established', probable: 'Probable', theoretical: 'Theoretical' } as const

export interface InteractionCardProps {
  interaction: ReferenceInteraction
  /** How the search reached this row ('coumadin → Warfarin'); shown when it was not by name. */
  matchedVia?: MatchedVia
  /** A line about why it concerns this person ('Your Warfarin + Omega-3 Fish Oil'). */
  context?: ReactNode
}

export function InteractionCard({ interaction: i, matchedVia, context }: InteractionCardProps) {
  const titleId = `interaction-${i.id}`
  const via = [matchedVia?.medication, matchedVia?.supplement].filter((text): text is string => Boolean(text))
  return (
    // content-visibility lets the browser skip laying out cards far below the fold (the full list).
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm [contain-intrinsic-size:auto_16rem] [content-visibility:auto] sm:p-6"
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3 id={titleId} className="mr-auto min-w-0 font-semibold break-words">
          {i.medicationName} + {i.supplementName}
        </h3>
        <InteractionLevelBadge level={i.interactionType} />
      </div>
      {context && <p className="text-sm font-medium">{context}</p>}
      {via.length > 0 && <p className="text-sm text-muted-foreground">Matched via {via.join('; ')}</p>}
      <p className="text-sm">{i.description}</p>
      <p className="rounded-md bg-muted p-3 text-sm">
        <span className="font-medium">Recommendation: </span>
        {i.recommendation}
      </p>
      {i.evidence && (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium">Evidence: </span>
          {EVIDENCE_LABELS[i.evidence]}
        </p>
      )}
      <SourceList sources={i.sources} heading="label" />
    </article>
  )
}
