/**
 * Cursor paging of the REST lists (newest first). A page is `limit` rows; when more follow, the
 * answer's `Link: <…>; rel="next"` header names the next page. The cursor is opaque to clients:
 * the sort values of the page's last row, so the next page starts right after it however many
 * rows were added meanwhile (keyset paging, no offsets).
 */
import { BadRequestException } from '#exceptions/app_exceptions'
import type { PageQuery } from '#validators/paging'

export interface PageRequest {
  limit: number
  /** The previous page's last sort values, or null for the first page. */
  after: unknown[] | null
}

export interface Page<T> {
  items: T[]
  /** The cursor of the next page, or null when this is the last one. */
  next: string | null
}

function encodeCursor(values: unknown[]): string {
  return Buffer.from(JSON.stringify(values.map((v) => (v instanceof Date ? v.toISOString() : v)))).toString('base64url')
}

function decodeCursor(cursor: string, columns: number): unknown[] {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(values) && values.length === columns && values.every((v) => typeof v === 'string' || typeof v === 'number'))
      return values
  } catch {}
  throw new BadRequestException('This page cursor is not valid. Start again from the first page.', 'E_BAD_CURSOR')
}

/** The page asked for by `?limit=&cursor=`, for a list sorted by `columns` (all descending). */
export function pageRequest({ limit, cursor }: PageQuery, columns: readonly string[]): PageRequest {
  return { limit, after: cursor ? decodeCursor(cursor, columns.length) : null }
}

/**
 * Narrows a query to the rows after `after` in descending order of `columns`:
 * (c1 < v1) or (c1 = v1 and c2 < v2) or … Then fetch `limit + 1` rows to know whether more follow.
 * `oldestFirst` pages the other way (a thread's replies, oldest first): `>` instead of `<`.
 */
export function afterKeyset<Q extends { where: (...args: any[]) => Q; orWhere: (...args: any[]) => Q }>(
  query: Q,
  columns: readonly string[],
  after: unknown[] | null,
  oldestFirst = false
): Q {
  if (!after) return query
  return query.where((outer: Q) => {
    columns.forEach((column, index) => {
      outer.orWhere((inner: Q) => {
        for (let j = 0; j < index; j++) inner.where(columns[j], after[j])
        inner.where(column, oldestFirst ? '>' : '<', after[index])
      })
    })
  })
}

/** A page from `limit + 1` fetched rows: the first `limit`, and the cursor after them if more. */
export function toPage<R, T>(
  rows: R[],
  request: PageRequest,
  columns: readonly string[],
  read: (row: R) => T,
  sortValue: (row: R, column: string) => unknown
): Page<T> {
  const more = rows.length > request.limit
  const shown = more ? rows.slice(0, request.limit) : rows
  const last = shown.at(-1)
  return { items: shown.map(read), next: more && last ? encodeCursor(columns.map((c) => sortValue(last, c))) : null }
}
