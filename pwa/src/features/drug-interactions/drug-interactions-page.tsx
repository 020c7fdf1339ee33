import { useMemo, useState } from 'react'
import { isInteractionSearchActive, type InteractionQueryTerms } from '@dosewise/sync-protocol'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { Page } from '../../ui/page'
import { ReferenceDownloading } from '../../ui/reference-downloading'
import { Skeleton } from '../../ui/skeleton'
import { searchCatalogue } from './interaction-catalogue'
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
  const results = useMemo(() => (catalogue && query ? searchCatalogue(catalogue, query) : null), [catalogue, query])

  function check() {
    const terms = { medication, supplement }
    // Spec §4: the search becomes active only if a field is non-blank; otherwise nothing happens.
    if (isInteractionSearchActive(terms)) setQuery(terms)
  }

  function reset() {
    setMedication('')
    setSupplement('')
    setQuery(null)
  }

  return (
    <Page
      title="Drug Interaction Checker"
      description="Check whether a medication and a supplement are known to interact. Works offline."
    >
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
              medicationNames={catalogue.medicationNames}
              supplementNames={catalogue.supplementNames}
              onCheck={check}
              onReset={reset}
            />
          </div>
          <InteractionLegend />
          <MyInteractionsPanel />
          <InteractionResults catalogue={catalogue} query={query} results={results} />
        </>
      )}
      <MedicalDisclaimer variant="banner" />
    </Page>
  )
}
