/**
 * Long lists read a page at a time (ADR 0045): the newest records through the list-order index
 * (`_sort`, then id, newest first — the order `listRecords` sorts into), as many as the person
 * has asked to see, and 'Show more' asks for the next page. A save then re-reads one page, not
 * two years of entries, and the screen re-renders only the rows that changed: records that did
 * not change keep their object from the previous read, so memoised rows skip them.
 */
import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { useLiveQuery } from 'dexie-react-hooks'
import type { SyncEntity } from '@dosewise/sync-protocol'
import type { UserDatabase } from './database'
import type { Local } from './hooks'
import { useLocalDb } from './local-db-context'
import { ackedThroughOf, waitsForServer } from './acknowledged'

/** Records shown at first and added by each 'Show more'. */
export const PAGE_SIZE = 25

/** Rows read beyond a page so that a few tombstones among the newest need no second read. */
const TOMBSTONE_SPARE = 8

export interface NewestPage<T> {
  records: Local<T>[]
  /** Older records exist beyond these. */
  hasMore: boolean
}

/** The newest `limit` live records of a kind, newest first (the same order as `listRecords`). */
export async function readNewest<T>(db: UserDatabase, entity: SyncEntity, limit: number): Promise<NewestPage<T>> {
  // An index walked backwards is in key order, then primary key order, both newest first; one
  // more than asked tells whether there are more. Deleted rows (tombstones) are left out.
  // Without a filter Dexie reads the rows in one request (getAll, newest first, with a count)
  // rather than a cursor step per row — on a phone the step-by-step walk was a large part of a
  // journal save's wait (ADR 0051) — so a few spare rows are read and the tombstones dropped
  // here; only when tombstones crowd the page out is the index walked with a filter.
  const newest = () => db.tableFor(entity).orderBy('_sort').reverse()
  const [read, acked] = await Promise.all([
    newest()
      .limit(limit + 1 + TOMBSTONE_SPARE)
      .toArray(),
    ackedThroughOf(db),
  ])
  let rows = read.filter((row) => !row._deleted)
  if (rows.length <= limit && read.length === limit + 1 + TOMBSTONE_SPARE) {
    rows = await newest()
      .filter((row) => !row._deleted)
      .limit(limit + 1)
      .toArray()
  }
  return {
    records: rows.slice(0, limit).map((row) => ({ ...(row.data as T), pending: waitsForServer(row, acked) })),
    hasMore: rows.length > limit,
  }
}

export interface PagedRecords<T> {
  /** undefined while the first read runs. */
  records: Local<T>[] | undefined
  hasMore: boolean
  /** Shows the next page; returns how many records were shown before (the index of the first new one). */
  showMore: () => number
}

/**
 * The newest records of a kind, a page at a time, live. The shown count grows by PAGE_SIZE with
 * each 'Show more'; a record added meanwhile (a save here, a pull) shows on top and the oldest
 * shown one moves to the next page, so nothing is skipped or shown twice.
 */
export function usePagedRecords<T extends { id: string | number }>(
  entity: SyncEntity,
  /** Where the shown count lives, when the screen keeps it (per history entry); else here. */
  shownState?: [number, Dispatch<SetStateAction<number>>],
  pageSize = PAGE_SIZE
): PagedRecords<T> {
  const db = useLocalDb()
  const ownState = useState(pageSize)
  const [limit, setLimit] = shownState ?? ownState
  const kept = useRef(new Map<string | number, Local<T>>())
  const page = useLiveQuery(async () => {
    const next = await readNewest<T>(db, entity, limit)
    const records = keepUnchanged(kept.current, next.records)
    kept.current = new Map(records.map((record) => [record.id, record]))
    return { records, hasMore: next.hasMore }
  }, [db, entity, limit])
  const shown = page?.records.length ?? 0
  const showMore = useCallback(() => {
    setLimit((current) => current + pageSize)
    return shown
  }, [pageSize, setLimit, shown])
  return { records: page?.records, hasMore: page?.hasMore ?? false, showMore }
}

/**
 * Live records of a kind by id (not deleted), for the few a page refers to outside itself (a
 * conflict copy's original on a later page). Reads only those rows, and only they wake it.
 */
export function useLiveRecordsById<T extends { id: string | number }>(
  entity: SyncEntity,
  ids: readonly string[]
): ReadonlyMap<string, Local<T>> {
  const db = useLocalDb()
  // The ids as one string: the list is rebuilt on every render, its contents seldom change.
  const key = [...new Set(ids)].sort().join('\n')
  const kept = useRef(new Map<string | number, Local<T>>())
  const found = useLiveQuery(async () => {
    if (!key) return new Map<string, Local<T>>()
    const [rows, acked] = await Promise.all([db.tableFor(entity).bulkGet(key.split('\n')), ackedThroughOf(db)])
    const live = rows.flatMap((row) => (row && !row._deleted ? [{ ...(row.data as T), pending: waitsForServer(row, acked) }] : []))
    const records = keepUnchanged(kept.current, live)
    kept.current = new Map(records.map((record) => [record.id, record]))
    return new Map(records.map((record) => [String(record.id), record]))
  }, [db, entity, key])
  return found ?? EMPTY
}
const EMPTY: ReadonlyMap<string, never> = new Map<string, never>()

/**
 * How many live records of a kind pass `test` (the unread notifications), live. Counts without
 * drawing anything; `test` should be a function defined once (it is a dependency).
 */
export function useLiveCountWhere<T>(entity: SyncEntity, test: (data: T) => boolean): number | undefined {
  const db = useLocalDb()
  return useLiveQuery(
    () =>
      db
        .tableFor(entity)
        .where('_deleted')
        .equals(0)
        .filter((row) => test(row.data as T))
        .count(),
    [db, entity, test]
  )
}

/**
 * The records, each replaced by its object from the previous read when it has not changed
 * (Dexie reads give new objects every time), so React.memo rows re-render only when theirs did.
 */
export function keepUnchanged<T extends { id: string | number }>(previous: ReadonlyMap<string | number, T>, records: T[]): T[] {
  return records.map((record) => {
    const before = previous.get(record.id)
    return before && sameValue(before, record) ? before : record
  })
}

/** Deep equality of what records hold (plain data: strings, numbers, booleans, null, arrays, objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aKeys = Object.keys(a)
  if (aKeys.length !== Object.keys(b).length) return false
  return aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
