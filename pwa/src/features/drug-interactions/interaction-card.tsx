import type { ReactNode } from 'react'
import { ExternalLink } from 'lucide-react'
import type { MatchedVia, ReferenceInteraction } from '@dosewise/sync-protocol'
import { InteractionLevelBadge } from './interaction-level-badge'

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
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm [contain-intrinsic-size:auto_16rem] [content-visibility:auto] sm:p-6">
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
      {i.sources.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Sources</p>
          <ul>
            {i.sources.map((source, index) => (
              <li key={`${index}-${source.url}`}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  {source.title}
                  <span className="text-muted-foreground">({source.publisher})</span>
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  )
}
