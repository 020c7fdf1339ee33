import { CircleHelp, DatabaseZap, SearchX } from 'lucide-react'
import type { InteractionQueryTerms, MatchedVia, ReferenceInteraction, UncheckedName } from '@dosewise/sync-protocol'
import { plural } from '../../lib/plural'
import { EmptyState } from '../../ui/empty-state'
import { suggestionLabel } from '../../ui/medicine-entry/entry-resolution'
import { InteractionCard } from './interaction-card'
import type { InteractionCatalogue, InteractionResult } from './interaction-catalogue'

export interface InteractionResultsProps {
  catalogue: InteractionCatalogue
  /** The search that ran; null shows the whole table. */
  query: InteractionQueryTerms | null
  results: InteractionResult[] | null
  /** What the search could not read; while any is left, "no known interactions" is never said. */
  unchecked: readonly UncheckedName[]
  /** Searches again with a suggested spelling in place of the unread words. */
  onUseSpelling: (side: UncheckedName['side'], words: string, spelling: string) => void
}

function searchedFor(query: InteractionQueryTerms): string {
  return [query.medication?.trim(), query.supplement?.trim()].filter(Boolean).join(' + ')
}

/** The whole table (no search), the search's matches, or the spec's empty states. */
/**
 * "We could not check “coumadn”": each name the search could not read, with the near spellings
 * as buttons that search again. An unread name is never reported as having no interactions.
 */
function NotChecked({ unchecked, onUseSpelling }: Pick<InteractionResultsProps, 'unchecked' | 'onUseSpelling'>) {
  return (
    <section role="alert" aria-labelledby="not-checked-heading" className="grid gap-3 rounded-lg border border-warning bg-warning/10 p-4">
      <h2 id="not-checked-heading" className="flex items-center gap-2 text-lg font-semibold">
        <CircleHelp aria-hidden="true" className="size-5 shrink-0" />
        {unchecked.length === 1 ? `We could not check “${unchecked[0]!.text}”` : `We could not check ${unchecked.length} names`}
      </h2>
      <ul className="grid gap-2">
        {unchecked.map((gap) => (
          <li key={`${gap.side}:${gap.text}`} className="grid gap-1">
            <p>
              {gap.suggestions.length
                ? `“${gap.text}” (${gap.side}) is not a name we know, so it was not checked.`
                : `“${gap.text}” is not a ${gap.side} we know, so it was not checked.`}
            </p>
            {gap.suggestions.length > 0 && (
              <p className="flex flex-wrap items-center gap-2">
                <span>Did you mean</span>
                {gap.suggestions.map((s) => (
                  <button
                    key={`${s.kind}:${s.name}:${s.label}`}
                    type="button"
                    className="min-h-9 rounded-md border border-input bg-background px-3 font-medium"
                    onClick={() => onUseSpelling(gap.side, gap.text, s.label)}
                  >
                    {suggestionLabel(s)}
                  </button>
                ))}
                <span aria-hidden="true">?</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm">Check the spelling, or ask your pharmacist. Not being found here does not mean a combination is safe.</p>
    </section>
  )
}

export function InteractionResults({ catalogue, query, results, unchecked, onUseSpelling }: InteractionResultsProps) {
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
  const notChecked = query && unchecked.length > 0 ? <NotChecked unchecked={unchecked} onUseSpelling={onUseSpelling} /> : null
  if (query && results?.length === 0 && notChecked) return notChecked
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
    <>
      {notChecked}
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
    </>
  )
}
