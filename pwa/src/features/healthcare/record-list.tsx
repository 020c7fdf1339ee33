import type { ComponentType, ReactNode } from 'react'
import { useFocusRecordWhenShown } from '../../lib/use-focus-when-shown'
import { EmptyState } from '../../ui/empty-state'
import { ShowMore } from '../../ui/show-more'
import { Skeleton } from '../../ui/skeleton'

/** A list shown a page at a time (ADR 0045): the button's words, and where focus goes after it. */
export interface RecordListMore<T> {
  label: string
  hasMore: boolean
  /** Shows the next page; returns how many records were shown before. */
  showMore: () => number
  /** The id of a record's focusable heading (the first record of the next page takes the focus). */
  titleIdOf: (record: T) => string
}

export interface RecordListProps<T extends { id: string }> {
  id: string
  heading: string
  /** undefined while the local database answers the first time. */
  records: T[] | undefined
  empty: { icon: ComponentType<{ className?: string }>; title: string; description: string }
  renderItem: (record: T) => ReactNode
  /** Paged lists only. */
  more?: RecordListMore<T>
}

/** One tab's list: a skeleton while loading, the spec's empty state, or the records. */
export function RecordList<T extends { id: string }>({ id, heading, records, empty, renderItem, more }: RecordListProps<T>) {
  const focusRecordAt = useFocusRecordWhenShown(records, more?.titleIdOf ?? noTitle)
  return (
    <section aria-labelledby={id} aria-busy={records === undefined} className="grid min-w-0 gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {records === undefined ? (
        <Skeleton className="h-32" />
      ) : records.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
      ) : (
        <ul className="grid gap-4">
          {records.map((record) => (
            <li key={record.id}>{renderItem(record)}</li>
          ))}
        </ul>
      )}
      {more?.hasMore && <ShowMore label={more.label} onClick={() => focusRecordAt(more.showMore())} />}
    </section>
  )
}

const noTitle = () => ''
