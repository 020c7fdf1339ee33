import type { ComponentType, ReactNode } from 'react'
import { EmptyState } from '../../ui/empty-state'
import { Skeleton } from '../../ui/skeleton'

export interface RecordListProps<T extends { id: string }> {
  id: string
  heading: string
  /** undefined while the local database answers the first time. */
  records: T[] | undefined
  empty: { icon: ComponentType<{ className?: string }>; title: string; description: string }
  renderItem: (record: T) => ReactNode
}

/** One tab's list: a skeleton while loading, the spec's empty state, or the records. */
export function RecordList<T extends { id: string }>({ id, heading, records, empty, renderItem }: RecordListProps<T>) {
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
    </section>
  )
}
