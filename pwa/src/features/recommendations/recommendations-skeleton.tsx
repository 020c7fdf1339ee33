import { Skeleton } from '../../ui/skeleton'
import { VisuallyHidden } from '../../ui/visually-hidden'

/** The shape of the list and sidebar while the assessment is read (spec §2: a skeleton while loading). */
export function RecommendationsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <VisuallyHidden>Loading your recommendations...</VisuallyHidden>
      <div className="grid gap-4">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
      <div className="grid gap-4">
        <Skeleton className="h-36" />
        <Skeleton className="h-48" />
      </div>
    </div>
  )
}
