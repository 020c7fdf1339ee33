/**
 * "Did you mean …": near spellings of a word a person typed, by edit distance (optimal string
 * alignment: insert, delete, substitute, swap two neighbours). Used only to SUGGEST — a near
 * spelling is never taken as the medicine itself, because look-alike drug names exist
 * (hydroxyzine / hydralazine, Celebrex / Celexa) and a wrong match is worse than none.
 */

/** The edit distance of a and b, or `max + 1` as soon as it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const width = b.length + 1
  let prevPrev = new Array<number>(width).fill(0)
  let prev = Array.from({ length: width }, (_, j) => j)
  let row = new Array<number>(width).fill(0)
  for (let i = 1; i <= a.length; i++) {
    row[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, prevPrev[j - 2]! + 1)
      row[j] = best
      if (best < rowMin) rowMin = best
    }
    if (rowMin > max) return max + 1
    ;[prevPrev, prev, row] = [prev, row, prevPrev]
  }
  return prev[b.length]!
}

/** How far a spelling may be from a name to be offered, by the length of what was typed. */
export function suggestionDistance(length: number): number {
  if (length < 4) return 0
  if (length <= 5) return 1
  if (length <= 8) return 2
  return 3
}
