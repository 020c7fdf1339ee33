/**
 * The forum and thread screens' shared paging and focus: the first page comes from the kept
 * server copy, 'Show more' appends later pages (an item already shown is not shown twice), and a
 * just-written item takes the focus once it is on screen.
 */
import { useState } from 'react'
import { failureToast } from '../../../lib/failure-toast'

export interface ItemsPage<T> {
  items: T[]
  next: string | null
}

export function useMorePages<T extends { id: string }>(
  first: ItemsPage<T> | null,
  load: (cursor: string) => Promise<ItemsPage<T>>,
  failure: string
) {
  const [more, setMore] = useState<ItemsPage<T> | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const items = [...(first?.items ?? [])]
  for (const item of more?.items ?? []) if (!items.some((shown) => shown.id === item.id)) items.push(item)
  const next = more ? more.next : (first?.next ?? null)

  async function showMore() {
    if (!next) return
    setLoadingMore(true)
    try {
      const page = await load(next)
      setMore((current) => ({ items: [...(current?.items ?? []), ...page.items], next: page.next }))
    } catch (error) {
      failureToast(error, 'Error', failure)
    } finally {
      setLoadingMore(false)
    }
  }

  return { items, next, loadingMore, showMore }
}

// Shared with the journal, lab results and notifications lists (ADR 0045).
export { useFocusWhenShown } from '../../../lib/use-focus-when-shown'
