import { DatabaseZap, SearchX } from 'lucide-react'
import type { InteractionQueryTerms, MatchedVia, ReferenceInteraction } from '@dosewise/sync-protocol'
import { plural } from '../../lib/plural'
import { EmptyState } from '../../ui/empty-state'
import { InteractionCard } from './interaction-card'
import type { InteractionCatalogue, InteractionResult } from './interaction-catalogue'

export interface InteractionResultsProps {
  catalogue: InteractionCatalogue
  /** The search that ran; null shows the whole table. */
  query: InteractionQueryTerms | null
  results: InteractionResult[] | null
}

function searchedFor(query: InteractionQueryTerms): string {
  return [query.medication?.trim(), query.supplement?.trim()].filter(Boolean).join(' + ')
}

/** The whole table (no search), the search's matches, or the spec's empty states. */
export function InteractionResults({ catalogue, query, results }: InteractionResultsProps) {
  if (catalogue.interactions.length === 0) {
    return (
      <EmptyState
        as="h2"
        icon={DatabaseZap}
        title="No Interactions Available"
        description="The interaction database has no entries yet. Please check again later."
      />
    )
  }
  if (query && results?.length === 0) {
    return (
      <div role="status">
        <EmptyState
          as="h2"
          icon={SearchX}
          title="No Known Interactions Found"
          description={`No known interactions were found for ${searchedFor(query)}. This does not guarantee the combination is safe — always consult your healthcare provider before combining medications and supplements.`}
        />
      </div>
    )
  }
  const rows: (ReferenceInteraction & { matchedVia?: MatchedVia })[] = query && results ? results : catalogue.interactions
  return (
    <section aria-labelledby="results-heading" className="grid gap-4">
      <div role="status">
        <h2 id="results-heading" className="text-xl font-semibold">
          {query
            ? `${plural(rows.length, 'interaction')} found for ${searchedFor(query)}`
            : `Browse all ${catalogue.interactions.length} known drug-supplement interactions`}
        </h2>
      </div>
      <ul className="grid gap-4">
        {rows.map((row) => (
          <li key={row.id}>
            <InteractionCard interaction={row} matchedVia={row.matchedVia} />
          </li>
        ))}
      </ul>
    </section>
  )
}
