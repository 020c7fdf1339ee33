import { useMemo, useState } from 'react'
import { isInteractionSearchActive, type InteractionQueryTerms } from '@dosewise/sync-protocol'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { replaceWords } from '../../ui/medicine-entry/entry-text'
import { Page } from '../../ui/page'
import { ReferenceDownloading } from '../../ui/reference-downloading'
import { Skeleton } from '../../ui/skeleton'
import { checkCatalogue } from './interaction-catalogue'
import { InteractionLegend } from './interaction-legend'
import { InteractionResults } from './interaction-results'
import { InteractionSearchForm } from './interaction-search-form'
import { MyInteractionsPanel } from './my-interactions-panel'
import { useInteractionCatalogue } from './use-interaction-catalogue'

/**
 * Drug Interaction Checker (spec §2, §4, §5). Runs entirely on the downloaded reference snapshot
 * with the API's own matcher: no network call, the same answers as GET /api/drug-interactions.
 */
export default function DrugInteractionsPage() {
  const catalogue = useInteractionCatalogue()
  const [medication, setMedication] = useState('')
  const [supplement, setSupplement] = useState('')
  const [query, setQuery] = useState<InteractionQueryTerms | null>(null)
  const check = useMemo(() => (catalogue && query ? checkCatalogue(catalogue, query) : null), [catalogue, query])

  function runCheck(latest: { medication?: string; supplement?: string } = {}) {
    // Enter passes the text its field just took, before the state above has it.
    const terms = { medication, supplement, ...latest }
    // Spec §4: the search becomes active only if a field is non-blank; otherwise nothing happens.
    if (isInteractionSearchActive(terms)) setQuery(terms)
  }

  function reset() {
    setMedication('')
    setSupplement('')
    setQuery(null)
  }

  return (
    <Page title="Drug Interaction Checker" description="Check whether medications and supplements are known to interact. Works offline.">
      {catalogue === undefined ? (
        <Skeleton className="h-48" />
      ) : catalogue === null ? (
        <ReferenceDownloading />
      ) : (
        <>
          <div className="rounded-lg border bg-card p-4 sm:p-6">
            <InteractionSearchForm
              medication={medication}
              supplement={supplement}
              onMedicationChange={setMedication}
              onSupplementChange={setSupplement}
              index={catalogue.index}
              onCheck={runCheck}
              onReset={reset}
            />
          </div>
          <InteractionLegend />
          <MyInteractionsPanel />
          <InteractionResults
            catalogue={catalogue}
            query={query}
            results={check?.results ?? null}
            unchecked={check?.unchecked ?? []}
            onUseSpelling={(side, words, spelling) => {
              const fix = (text: string) => replaceWords(text, words, spelling)
              const next = {
                medication: side === 'medication' ? fix(medication) : medication,
                supplement: side === 'supplement' ? fix(supplement) : supplement,
              }
              setMedication(next.medication)
              setSupplement(next.supplement)
              setQuery(next)
            }}
          />
        </>
      )}
      <MedicalDisclaimer variant="banner" />
    </Page>
  )
}
