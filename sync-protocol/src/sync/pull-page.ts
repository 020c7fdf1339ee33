/**
 * Where a pull page ends (ADR 0041). A page holds changes in version order until either the
 * row limit the client asked for or the byte budget is reached, whichever comes first. The
 * budget keeps a page of long records (notes, assessments with their plans) from growing to
 * megabytes, which would hold the device's one IndexedDB transaction and the server's event
 * loop for as long; the row limit still bounds pages of small records.
 *
 * Invariants the cursor relies on (the cursor is the last version in the page):
 * - a page holds at least one change when there is one, however large it is;
 * - a page is a prefix of the changes in version order, so the next page starts right after it;
 * - a page never ends between two changes of the same version, so none is skipped by the next
 *   page's "after this version" (the server gives every written row its own version today;
 *   this keeps the page exact if that ever changes).
 */
import type { SyncChange } from './envelope.js'

/**
 * The uncompressed JSON bytes of one page's changes past which it ends. Chosen by measurement
 * (ADR 0041): ~700 journal entries, ~23 KB brotli on the wire, a few milliseconds to serialise
 * and compress on the server. Smaller pages cost round trips; larger ones hold the device's one
 * transaction per page longer.
 */
export const PULL_PAGE_MAX_BYTES = 256 * 1024

/** The UTF-8 length of a string, without encoding it (JSON text is what travels). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

export interface PullPageBounds {
  /** At most this many changes (the client's `limit`). */
  limit: number
  /** At most this many bytes of the changes' JSON (the array's commas included), unless one change alone is larger. */
  maxBytes: number
}

/**
 * How many of `changes` (sorted by version) the page takes, and its changes' JSON size.
 * `sizeOf` gives a change's JSON bytes; it defaults to serialising it.
 */
export function pullPageLength(
  changes: readonly SyncChange[],
  { limit, maxBytes }: PullPageBounds,
  sizeOf: (change: SyncChange) => number = (change) => utf8Length(JSON.stringify(change))
): { length: number; bytes: number } {
  let length = 0
  let bytes = 0
  const sizes: number[] = []
  while (length < changes.length && length < limit) {
    const size = sizeOf(changes[length]) + (length > 0 ? 1 : 0)
    if (length > 0 && bytes + size > maxBytes) break
    sizes.push(size)
    bytes += size
    length++
  }
  if (length === 0 || length === changes.length) return { length, bytes }
  // Never end inside a run of one version: end before it, or, when the page is that run, after it.
  const version = changes[length].version
  if (changes[length - 1].version !== version) return { length, bytes }
  let start = length - 1
  while (start > 0 && changes[start - 1].version === version) start--
  if (start > 0) {
    for (let i = start; i < length; i++) bytes -= sizes[i]
    return { length: start, bytes }
  }
  while (length < changes.length && changes[length].version === version) {
    bytes += sizeOf(changes[length]) + 1
    length++
  }
  return { length, bytes }
}
