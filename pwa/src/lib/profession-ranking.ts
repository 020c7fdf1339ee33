/**
 * What people in one profession take: that profession's rows of the downloaded profession
 * stats joined with the supplement catalogue, most popular first — and the badges' wording.
 * The dashboard's 'Popular with {profession}' and Profession Insights both show it.
 */
import type { JobCategory } from '@dosewise/sync-protocol'
import type { RefProfessionStat, RefSupplement } from '../db/types'

export interface RankedSupplement {
  supplementId: number
  name: string
  /** Percent of people in the profession who take it (0–100). */
  popularityScore: number
  /** 0–5. */
  effectivenessRating: number
  userCount: number
}

/**
 * Ordered by popularity, then rating, then name, so equal scores never swap places between
 * renders; the first `limit` (all by default). A row whose supplement is not in the catalogue is
 * left out: the API builds both from the same snapshot, so this only happens with a damaged
 * download, and there would be nothing to name or link to.
 */
export function rankProfessionSupplements(
  stats: readonly RefProfessionStat[],
  supplements: readonly Pick<RefSupplement, 'id' | 'name'>[],
  jobCategory: JobCategory,
  limit = Infinity
): RankedSupplement[] {
  const names = new Map(supplements.map((s) => [s.id, s.name]))
  const ranked: RankedSupplement[] = []
  for (const stat of stats) {
    const name = names.get(stat.supplementId)
    if (stat.jobCategory !== jobCategory || name === undefined) continue
    const { supplementId, popularityScore, effectivenessRating, userCount } = stat
    ranked.push({ supplementId, name, popularityScore, effectivenessRating, userCount })
  }
  ranked.sort(
    (a, b) => b.popularityScore - a.popularityScore || b.effectivenessRating - a.effectivenessRating || a.name.localeCompare(b.name, 'en')
  )
  return ranked.slice(0, limit)
}

/** '78% popular' (spec §2: the dashboard's and Profession Insights' badges say the same). */
export const formatPopularity = (percent: number) => `${Math.round(percent)}% popular`

/** '1,240 users', '1 user' */
export const formatUsers = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'}`
