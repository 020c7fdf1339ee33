import { useMemo } from 'react'
import { Link } from 'react-router'
import { PackageSearch } from 'lucide-react'
import { describeGap, findingsForSupplement, type SupplementRating } from '@dosewise/sync-protocol'
import type { ReferenceData } from '../../db/hooks'
import { usePersonSafety } from '../../lib/use-person-safety'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ReferenceDownloading } from '../../ui/reference-downloading'
import { UncheckedList } from '../../ui/unchecked-list'
import { pickItems } from './items-param'
import { OfflineNote } from './offline-note'
import { ShopFilterBar } from './shop-filter-bar'
import { NO_FILTER, applyFilter, filterChoices, type ShopFilter } from './shop-filters'
import { ShopSkeleton } from './shop-skeleton'
import { SupplementCard } from './supplement-card'
import type { ShopActions } from './use-shop-actions'

const OFFLINE_NOTE_ID = 'shop-offline-note'
const NO_PLAN: ReadonlySet<number> = new Set()

export interface ShopTabProps {
  /** The downloaded reference snapshot; undefined while it is read, null before the first download. */
  reference: ReferenceData | null | undefined
  /** `?items=`: only these supplements, in this order; null for the whole store. */
  items: number[] | null
  actions: ShopActions
  online: boolean
  filter: ShopFilter
  onFilterChange: (filter: ShopFilter) => void
  /** The supplements of the person's latest plan; null without one. */
  planIds: ReadonlySet<number> | null
  /** The reviews' ratings by supplement (none: no rating shown). */
  ratings: ReadonlyMap<number, SupplementRating>
}

function planNote(count: number): string {
  return count === 1 ? 'Showing the 1 supplement from your plan' : `Showing the ${count} supplements from your plan`
}

/** The store: the catalogue's supplements (or the ones from a plan) as cards to order or subscribe. */
export function ShopTab({ reference, items, actions, online, filter, onFilterChange, planIds, ratings }: ShopTabProps) {
  const catalogue = useMemo(() => (reference ? reference.supplements.filter((supplement) => supplement.recommendable) : []), [reference])
  const listed = useMemo(() => (items ? pickItems(catalogue, items) : catalogue), [catalogue, items])
  const choices = useMemo(() => filterChoices(listed), [listed])
  const shown = useMemo(() => applyFilter(listed, filter, planIds ?? NO_PLAN), [listed, filter, planIds])
  const planCount = planIds === null ? null : catalogue.filter((supplement) => planIds.has(supplement.id)).length
  // Every card is checked against everything the person takes, as 'My interactions' is.
  const view = usePersonSafety()

  if (reference === undefined) return <ShopSkeleton />
  if (reference === null) {
    return (
      <ReferenceDownloading
        title="Getting the store ready"
        description="The supplement catalogue is being downloaded for offline use. Once it is on this device, you can browse the store without a connection. This needs a connection the first time."
      />
    )
  }

  return (
    <div className="grid gap-4">
      {!online && (
        <OfflineNote id={OFFLINE_NOTE_ID}>
          <span className="font-normal">You can browse the store; ordering and subscribing wait until you are back online.</span>
        </OfflineNote>
      )}
      {view && view.safety.unrecognised.length > 0 && (
        <UncheckedList
          heading="Some of what you take could not be checked against these supplements"
          lines={view.safety.unrecognised.map(describeGap)}
        />
      )}
      {items && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 rounded-md border bg-card px-4 py-1">
          <p className="text-sm font-medium">
            {shown.length === 0 ? 'None of the supplements from your plan are sold in the store.' : planNote(shown.length)}
          </p>
          <Button asChild variant="link" className="px-0!">
            <Link to="/shopping">Show all supplements</Link>
          </Button>
        </div>
      )}
      {listed.length > 0 && (
        <ShopFilterBar
          filter={filter}
          onChange={onFilterChange}
          goals={choices.goals}
          categories={choices.categories}
          planCount={planCount}
          shown={shown.length}
          total={listed.length}
        />
      )}
      {shown.length === 0 ? (
        listed.length > 0 ? (
          <EmptyState icon={PackageSearch} as="h2" title="No supplements match" description="Try another name, goal or category.">
            <Button variant="outline" onClick={() => onFilterChange(NO_FILTER)}>
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          !items && (
            <EmptyState
              icon={PackageSearch}
              as="h2"
              title="No supplements in the store yet"
              description="The catalogue has no supplements for sale at the moment."
            />
          )
        )
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((supplement) => {
            const pending = actions.pending?.supplementId === supplement.id ? actions.pending.action : null
            return (
              <li key={supplement.id}>
                <SupplementCard
                  supplement={supplement}
                  pending={pending}
                  unavailable={!online || (actions.pending !== null && pending === null)}
                  unavailableReasonId={online ? undefined : OFFLINE_NOTE_ID}
                  onOrder={() => void actions.order(supplement.id)}
                  onSubscribe={() => void actions.subscribe(supplement.id)}
                  findings={view ? findingsForSupplement(view.catalogue, view.safety, supplement.name) : []}
                  rating={ratings.get(supplement.id) ?? null}
                />
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
