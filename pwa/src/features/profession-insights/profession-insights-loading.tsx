import { Skeleton } from '../../ui/skeleton'
import { Spinner } from '../../ui/spinner'

/** The first read of the local database (a moment; no network involved). */
export function ProfessionInsightsLoading() {
  return (
    <div aria-busy="true" className="grid gap-3">
      <Spinner label="Loading profession insights..." />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
      <Skeleton className="h-16" />
    </div>
  )
}
