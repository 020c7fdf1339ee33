/**
 * The text side of a medicine entry field: its value is the entries joined by ", " (what the
 * assessment, prescription and checker have always stored), read back with sync-protocol's
 * `splitEntries`, so a chip never holds a separator and the value round-trips.
 */
import { splitEntries } from '@dosewise/sync-protocol'

export const ENTRY_JOINER = ', '

export function joinEntries(entries: readonly string[]): string {
  return entries
    .map((e) => e.trim())
    .filter(Boolean)
    .join(ENTRY_JOINER)
}

/** Text typed or pasted into the draft, as entries (a paste of a whole list becomes several). */
export function entriesOf(text: string): string[] {
  return splitEntries(text)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * "Coumadn 5mg" with 'coumadn' replaced by the chosen spelling: "coumadin 5mg". `words` is the
 * unrecognised part as the matcher read it (normalised, space-separated); the person's other
 * words (dose, timing) are kept. When the words cannot be found, the entry becomes the spelling.
 */
export function replaceWords(entry: string, words: string, spelling: string): string {
  const pattern = words.split(' ').filter(Boolean).map(escapeRegExp).join('[^\\p{L}\\p{N}]+')
  if (!pattern) return spelling
  const found = new RegExp(pattern, 'iu').exec(entry)
  if (!found) return spelling
  return entry.slice(0, found.index) + spelling + entry.slice(found.index + found[0].length)
}
