import { Card, CardContent, CardHeader } from '../../ui/card'
import { Skeleton } from '../../ui/skeleton'
import { VisuallyHidden } from '../../ui/visually-hidden'

/** Placeholder cards while the catalogue is read from the device (spec §9: 6 cards). */
export const SKELETON_CARDS = 6

export function ShopSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>Loading supplements...</VisuallyHidden>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} data-skeleton-card="">
            <Card>
              <CardHeader>
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-4 w-24" />
              </CardHeader>
              <CardContent className="grid gap-2">
                <Skeleton className="h-4" />
                <Skeleton className="h-4" />
                <Skeleton className="h-4 w-4/5" />
                <Skeleton className="mt-2 h-11" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}
