import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowLeft, MessageSquareText, OctagonAlert } from 'lucide-react'
import type { ReferenceSupplement } from '@dosewise/sync-protocol'
import type { ReferenceData } from '../../db/hooks'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { SourceList } from '../../ui/source-list'
import { StarRating } from '../../ui/star-rating'
import { documentTitle, useDocumentTitle } from '../../ui/use-document-title'
import { DrugInteractionsSection } from './drug-interactions-section'
import { EvidenceSection } from './evidence-section'
import { HowToTakeSection } from './how-to-take-section'
import { formatMonthlyPrice } from './supplement-id'
import { TextListSection } from './text-list-section'
import { TrackControls } from './track-controls'
import { useSupplementCatalogue, useSupplementInteractions } from './use-supplement-interactions'

/** Spec §9: the detail shows a fixed safety rating, not one from data. */
const SAFETY_RATING = 4

export interface ReviewsSlotProps {
  supplementId: number
  supplementName: string
}

export interface SupplementDetailViewProps {
  supplement: ReferenceSupplement
  reference: ReferenceData
  /** The reviews panel 'See User Reviews' opens (given by the app, which may compose features). */
  reviews?: (props: ReviewsSlotProps) => ReactNode
}

export function SupplementDetailView({ supplement, reference, reviews }: SupplementDetailViewProps) {
  useDocumentTitle(documentTitle(supplement.name))
  const catalogue = useSupplementCatalogue(reference)
  const interactions = useSupplementInteractions(catalogue, supplement.name)
  const [reviewsOpen, setReviewsOpen] = useState(false)
  // Once opened the panel stays mounted while hidden, so closing it keeps a review being written.
  const [reviewsMounted, setReviewsMounted] = useState(false)
  const reviewsId = `supplement-${supplement.id}-reviews-panel`

  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-6 sm:py-8">
      <div className="grid gap-4">
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <div className="grid gap-2">
          <Badge variant="secondary">{supplement.category}</Badge>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {supplement.name}
          </h1>
          <p className="text-muted-foreground">{supplement.description}</p>
        </div>
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          <div className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">Price</dt>
            <dd className="text-lg font-semibold">{formatMonthlyPrice(supplement.price)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-sm font-medium text-muted-foreground">Safety rating</dt>
            <dd className="flex min-h-7 items-center">
              <StarRating value={SAFETY_RATING} label={`Safety rating ${SAFETY_RATING} out of 5`} size="md" />
            </dd>
          </div>
        </dl>
        <div className="flex flex-wrap gap-2">
          <TrackControls supplement={supplement} interactions={interactions} />
          {reviews && (
            <Button
              variant="outline"
              aria-expanded={reviewsOpen}
              aria-controls={reviewsId}
              onClick={() => {
                setReviewsMounted(true)
                setReviewsOpen((open) => !open)
              }}
            >
              <MessageSquareText aria-hidden="true" />
              See User Reviews
            </Button>
          )}
        </div>
      </div>

      {!supplement.recommendable && (
        <div
          role="note"
          aria-label="Not recommended"
          className="flex items-start gap-3 rounded-lg border-2 border-destructive bg-card p-4 text-card-foreground"
        >
          <OctagonAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <p>
            <span className="font-semibold">Dosewise does not recommend {supplement.name}.</span> It is listed so you can check how it
            interacts with your medicines. If you already take it, tell your doctor or pharmacist.
          </p>
        </div>
      )}

      {reviews && (
        <div id={reviewsId} hidden={!reviewsOpen}>
          {reviewsMounted && reviews({ supplementId: supplement.id, supplementName: supplement.name })}
        </div>
      )}

      <HowToTakeSection supplement={supplement} />
      <TextListSection id="benefits-heading" title="Key benefits" items={supplement.benefits} empty="No benefits listed." />
      {supplement.research && (
        <section aria-labelledby="research-heading" className="grid gap-3">
          <h2 id="research-heading" className="text-xl font-semibold">
            Research
          </h2>
          <p>{supplement.research}</p>
        </section>
      )}
      {supplement.evidence.length > 0 && <EvidenceSection evidence={supplement.evidence} />}
      <DrugInteractionsSection supplementName={supplement.name} rows={interactions} />
      <TextListSection
        id="contraindications-heading"
        title="Contraindications"
        intro="Do not take it, or ask a clinician first, if any of these apply to you."
        items={supplement.contraindications}
        empty="No contraindications listed."
      />
      <TextListSection
        id="potential-interactions-heading"
        title="Potential interactions"
        intro="Medicines and medicine groups it may interact with. Tell your doctor or pharmacist if you take any of them."
        items={supplement.interactions}
        empty="No potential interactions listed."
      />
      <SourceList sources={supplement.sources} heading="section" />
      <MedicalDisclaimer variant="banner" />
    </section>
  )
}
