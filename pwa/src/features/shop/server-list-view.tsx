import type { ReactNode } from 'react'
import { useOnline } from '../../lib/use-online'
import type { ServerData } from '../../lib/use-server-data'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { OfflineNote } from './offline-note'

export interface ServerListViewProps<T> {
  list: ServerData<T[]>
  /** What is loading, for screen readers ('Loading orders...'). */
  loadingLabel: string
  /** The list itself, or its empty state. */
  children: (items: T[]) => ReactNode
}

/**
 * A list fetched from the server: a spinner the first time, the offline note or the error with
 * 'Try again' when it could not be fetched, and the last list received (kept while offline).
 */
export function ServerListView<T>({ list, loadingLabel, children }: ServerListViewProps<T>) {
  const online = useOnline()
  const retry = (
    <Button variant="link" size="sm" className="h-11! px-1" onClick={list.reload}>
      Try again
    </Button>
  )
  return (
    <div aria-busy={list.loading} className="grid gap-4">
      {list.offline && <OfflineNote>{online && retry}</OfflineNote>}
      {list.error && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {list.error}
          {retry}
        </div>
      )}
      {list.data === null ? list.loading && <Spinner label={loadingLabel} className="justify-self-center py-6" /> : children(list.data)}
    </div>
  )
}
