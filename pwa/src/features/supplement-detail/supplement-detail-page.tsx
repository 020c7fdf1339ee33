import { Link } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { useReferenceData } from '../../db/hooks'
import { Page } from '../../ui/page'
import { ReferenceDownloading } from '../../ui/reference-downloading'
import { Skeleton } from '../../ui/skeleton'
import { VisuallyHidden } from '../../ui/visually-hidden'
import { documentTitle, useDocumentTitle } from '../../ui/use-document-title'
import { parseSupplementId } from './supplement-id'
import { SupplementDetailView, type SupplementDetailViewProps } from './supplement-detail-view'
import { SupplementNotFound } from './supplement-not-found'

export interface SupplementDetailPageProps {
  /** The route's {id}, as written in the address. */
  id: string | undefined
  reviews?: SupplementDetailViewProps['reviews']
}

/**
 * Supplement detail (spec §2 /supplements/{id}), read from the downloaded reference snapshot
 * only: it works offline, and an id the catalogue does not have is 'Supplement Not Found'.
 */
export function SupplementDetailPage({ id, reviews }: SupplementDetailPageProps) {
  const reference = useReferenceData()
  const supplementId = parseSupplementId(id)
  if (supplementId === null) return <SupplementNotFound />
  if (reference === undefined) return <SupplementDetailSkeleton />
  if (reference === null) {
    return (
      <Page title="Supplement Details">
        <ReferenceDownloading
          title="Getting the supplement catalogue ready"
          description="The supplement catalogue is being downloaded for offline use. Once it is on this device, this page works without a connection. This needs a connection the first time."
        />
        <BackToDashboard />
      </Page>
    )
  }
  const supplement = reference.supplements.find((s) => s.id === supplementId)
  if (!supplement) return <SupplementNotFound />
  return <SupplementDetailView supplement={supplement} reference={reference} reviews={reviews} />
}

function BackToDashboard() {
  return (
    <Link
      to="/dashboard"
      className="inline-flex min-h-11 w-fit items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dashboard
    </Link>
  )
}

/** The shape of the page while the local database answers (a moment). */
function SupplementDetailSkeleton() {
  useDocumentTitle(documentTitle('Supplement Details'))
  return (
    <section aria-labelledby="page-title" aria-busy="true" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:py-8">
      <h1 id="page-title">
        <VisuallyHidden>Loading supplement...</VisuallyHidden>
      </h1>
      <Skeleton className="h-6 w-24" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-16" />
      <Skeleton className="h-11 w-60" />
      <Skeleton className="h-40" />
    </section>
  )
}
