/**
 * What people in one profession take: that profession's rows of the downloaded profession
 * stats joined with the supplement catalogue, most popular first.
 */
import type { JobCategory } from '@dosewise/sync-protocol'
import type { RefProfessionStat, RefSupplement } from '../../db/types'

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
 * renders. A row whose supplement is not in the catalogue is left out: the API builds both from
 * the same snapshot, so this only happens with a damaged download, and there would be nothing
 * to link to.
 */
export function rankProfessionSupplements(
  stats: readonly RefProfessionStat[],
  supplements: readonly Pick<RefSupplement, 'id' | 'name'>[],
  jobCategory: JobCategory
): RankedSupplement[] {
  const names = new Map(supplements.map((s) => [s.id, s.name]))
  const ranked: RankedSupplement[] = []
  for (const stat of stats) {
    const name = names.get(stat.supplementId)
    if (stat.jobCategory !== jobCategory || name === undefined) continue
    ranked.push({
      supplementId: stat.supplementId,
      name,
      popularityScore: stat.popularityScore,
      effectivenessRating: stat.effectivenessRating,
      userCount: stat.userCount,
    })
  }
  return ranked.sort(
    (a, b) =>
      b.popularityScore - a.popularityScore ||
      b.effectivenessRating - a.effectivenessRating ||
      a.name.localeCompare(b.name, 'en')
  )
}
