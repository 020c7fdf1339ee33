/**
 * Peer insights (spec §2 Community; ADR 0032): per profession, which supplements people track
 * (their active stack items) and how they rate them (their supplement reviews), from real data.
 * A person's profession is the job category of their newest assessment; demo accounts
 * (`users.is_demo`) and people without an assessment count for nothing.
 *
 * k-anonymity, k = PEER_GROUP_MIN: a profession's figures are computed only when it has at least
 * k people, a supplement's row only when at least k of them track it, and its average rating
 * only when at least k of them rated it. Nothing below k is ever written to `peer_insights`, so
 * no reader can get at it. A profession without a single such row shows the seeded sample
 * figures (`profession_stats`), marked 'sample'.
 *
 * `recomputePeerInsights` replaces the table whole; the repeated job 'community.peer-insights'
 * runs it hourly (providers/queue_provider.ts), `node ace peer-insights:refresh` on demand, tests
 * directly.
 */
import db from '@adonisjs/lucid/services/db'
import {
  JOB_CATEGORIES,
  PEER_GROUP_MIN,
  type JobCategory,
  type PeerInsights,
  type PeerInsightSupplement,
  type ProfessionPeerInsights,
} from '@dosewise/sync-protocol'
import { fromDbTimestamp, toDbTimestamp } from '#services/sync/sql_values'

const isJobCategory = (value: unknown): value is JobCategory => (JOB_CATEGORIES as readonly unknown[]).includes(value)

/** Whole percent, and stars to one decimal. */
const percent = (part: number, whole: number) => Math.round((part * 100) / whole)
const oneDecimal = (value: number) => Math.round(value * 10) / 10

/** Each counted person's profession: their newest assessment's, demo accounts left out. */
async function professionsOfPeople(): Promise<Map<number, JobCategory>> {
  const rows = await db
    .from('assessments as a')
    .join('users as u', 'u.id', 'a.user_id')
    .where('u.is_demo', false)
    .whereNull('a.deleted_at')
    .select('a.id', 'a.user_id', 'a.job_category', 'a.created_at')
  // Compared here, not in SQL: on SQLite the column holds text in whichever form its writer used.
  const newest = new Map<number, { at: number; id: string; job: unknown }>()
  for (const row of rows) {
    const userId = Number(row.user_id)
    const at = Date.parse(fromDbTimestamp(row.created_at) ?? '') || 0
    const id = String(row.id)
    const seen = newest.get(userId)
    if (!seen || at > seen.at || (at === seen.at && id > seen.id)) newest.set(userId, { at, id, job: row.job_category })
  }
  const professions = new Map<number, JobCategory>()
  for (const [userId, { job }] of newest) if (isJobCategory(job)) professions.set(userId, job)
  return professions
}

interface Tally {
  trackers: Set<number>
  ratings: number[]
}

export interface PeerInsightRow {
  jobCategory: JobCategory
  supplementId: number
  groupSize: number
  people: number
  share: number
  ratingCount: number
  averageRating: number | null
}

/** The rows that keep k-anonymity, from the database as it is now. */
export async function computePeerInsights(): Promise<PeerInsightRow[]> {
  const professionOf = await professionsOfPeople()
  const groupSize = new Map<JobCategory, number>()
  for (const job of professionOf.values()) groupSize.set(job, (groupSize.get(job) ?? 0) + 1)

  const tallies = new Map<string, Tally>()
  const tally = (job: JobCategory, supplementId: number) => {
    const key = `${job}|${supplementId}`
    let found = tallies.get(key)
    if (!found) tallies.set(key, (found = { trackers: new Set(), ratings: [] }))
    return found
  }
  const tracked = await db.from('supplement_stack_items').where('active', true).whereNull('deleted_at').select('user_id', 'supplement_id')
  for (const row of tracked) {
    const job = professionOf.get(Number(row.user_id))
    if (job) tally(job, Number(row.supplement_id)).trackers.add(Number(row.user_id))
  }
  // One review per person and supplement (a unique index), so ratings are of distinct people.
  const reviews = await db.from('supplement_reviews').select('user_id', 'supplement_id', 'rating')
  for (const row of reviews) {
    const job = professionOf.get(Number(row.user_id))
    if (job) tally(job, Number(row.supplement_id)).ratings.push(Number(row.rating))
  }

  const rows: PeerInsightRow[] = []
  for (const [key, { trackers, ratings }] of tallies) {
    const [job, supplement] = key.split('|') as [JobCategory, string]
    const group = groupSize.get(job) ?? 0
    if (group < PEER_GROUP_MIN || trackers.size < PEER_GROUP_MIN) continue
    const rated = ratings.length >= PEER_GROUP_MIN
    rows.push({
      jobCategory: job,
      supplementId: Number(supplement),
      groupSize: group,
      people: trackers.size,
      share: percent(trackers.size, group),
      ratingCount: rated ? ratings.length : 0,
      averageRating: rated ? oneDecimal(ratings.reduce((sum, r) => sum + r, 0) / ratings.length) : null,
    })
  }
  return rows
}

/** Replaces `peer_insights` with the figures of now; answers how many rows it wrote. */
export async function recomputePeerInsights(now: Date = new Date()): Promise<number> {
  const rows = await computePeerInsights()
  const computedAt = toDbTimestamp(now)
  await db.transaction(async (trx) => {
    // Two processes running at once take turns (readers are not blocked); SQLite has one writer anyway.
    if (trx.dialect.name === 'postgres') await trx.rawQuery('lock table peer_insights in exclusive mode')
    await trx.from('peer_insights').delete()
    if (rows.length === 0) return
    await trx.table('peer_insights').multiInsert(
      rows.map((r) => ({
        job_category: r.jobCategory,
        supplement_id: r.supplementId,
        group_size: r.groupSize,
        people: r.people,
        share: r.share,
        rating_count: r.ratingCount,
        average_rating: r.averageRating,
        computed_at: computedAt,
      }))
    )
  })
  return rows.length
}

/** GET /api/peer-insights: every profession, real figures where there are any, else the sample. */
export async function readPeerInsights(): Promise<PeerInsights> {
  const [real, sample] = await Promise.all([
    db
      .from('peer_insights as p')
      .join('supplements as s', 's.id', 'p.supplement_id')
      .select('p.*', 's.name')
      .orderBy('p.people', 'desc')
      .orderBy('s.name'),
    db
      .from('profession_stats as p')
      .join('supplements as s', 's.id', 'p.supplement_id')
      .select('p.job_category', 'p.supplement_id', 'p.popularity_score', 'p.effectiveness_rating', 'p.user_count', 's.name')
      .orderBy('p.popularity_score', 'desc')
      .orderBy('p.id'),
  ])
  let computedAt: string | null = null
  const professions: ProfessionPeerInsights[] = JOB_CATEGORIES.map((jobCategory) => {
    const rows = real.filter((r) => r.job_category === jobCategory)
    if (rows.length > 0) {
      for (const r of rows) {
        const at = fromDbTimestamp(r.computed_at)
        if (at && (!computedAt || at > computedAt)) computedAt = at
      }
      const supplements: PeerInsightSupplement[] = rows.map((r) => ({
        supplementId: Number(r.supplement_id),
        name: String(r.name),
        people: Number(r.people),
        share: Number(r.share),
        averageRating: r.average_rating === null ? null : Number(r.average_rating),
        ratingCount: Number(r.rating_count),
      }))
      return { jobCategory, source: 'people', people: Number(rows[0].group_size), supplements }
    }
    const supplements: PeerInsightSupplement[] = sample
      .filter((r) => r.job_category === jobCategory)
      .map((r) => ({
        supplementId: Number(r.supplement_id),
        name: String(r.name),
        people: Number(r.user_count),
        share: Number(r.popularity_score),
        averageRating: Number(r.effectiveness_rating),
        ratingCount: null,
      }))
    return { jobCategory, source: 'sample', people: null, supplements }
  })
  return { computedAt, minGroupSize: PEER_GROUP_MIN, professions }
}
