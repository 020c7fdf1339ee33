/**
 * 'Popular with {profession}': the profession's rows of the downloaded profession stats joined
 * with the supplement catalogue, most popular first. (Profession Insights ranks the same way;
 * features do not import each other, so the dashboard keeps its own few lines.)
 */
import type { JobCategory } from '@dosewise/sync-protocol'
import type { RefProfessionStat, RefSupplement } from '../../db/types'

/** The dashboard shows the first 3 (spec §2). */
export const POPULAR_SHOWN = 3

export interface PopularSupplement {
  supplementId: number
  name: string
  /** Percent of people in the profession who take it (0–100). */
  popularityScore: number
  /** 0–5. */
  effectivenessRating: number
  userCount: number
}

/**
 * Ordered by popularity, then rating, then name (equal scores never swap between renders). A row
 * whose supplement is not in the catalogue is left out: there would be nothing to name or link.
 */
export function popularSupplements(
  stats: readonly RefProfessionStat[],
  supplements: readonly Pick<RefSupplement, 'id' | 'name'>[],
  jobCategory: JobCategory,
  limit = POPULAR_SHOWN
): PopularSupplement[] {
  const names = new Map(supplements.map((s) => [s.id, s.name]))
  const rows: PopularSupplement[] = []
  for (const stat of stats) {
    const name = names.get(stat.supplementId)
    if (stat.jobCategory !== jobCategory || name === undefined) continue
    const { supplementId, popularityScore, effectivenessRating, userCount } = stat
    rows.push({ supplementId, name, popularityScore, effectivenessRating, userCount })
  }
  rows.sort(
    (a, b) => b.popularityScore - a.popularityScore || b.effectivenessRating - a.effectivenessRating || a.name.localeCompare(b.name, 'en')
  )
  return rows.slice(0, limit)
}

/** '78% popular' */
export const formatPopularity = (percent: number) => `${Math.round(percent)}% popular`

/** '1,240 users', '1 user' */
export const formatUsers = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`
