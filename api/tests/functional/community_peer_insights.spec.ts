/**
 * Peer insights (ADR 0032): real figures per profession only with at least PEER_GROUP_MIN
 * distinct people (and per supplement row, and per rating); below that the seeded sample,
 * marked so. Demo accounts never count. And the Expert Q&A waiting list: asking twice is once.
 *
 * Other suites leave people behind in the same database, so each test works in a profession
 * nobody else has an assessment in, and deletes the people it made afterwards.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { JOB_CATEGORIES, PEER_GROUP_MIN, peerInsightsSchema, stackItemId, uuidv7, type JobCategory } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'
import { deleteAccountData } from '#services/account/delete_account'
import { recomputePeerInsights } from '#services/community/peer_insights'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { toDbTimestamp } from '#services/sync/sql_values'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { SyncDevice, currentUserId } from '#tests/helpers/sync_device'

const supplementId = async (slug: string) => (await Supplement.findByOrFail('slug', slug)).id

/** People made by a test, deleted with all their rows after it. */
const made: number[] = []
/** A profession_stats row a test added for its profession, removed after it. */
let sampleRow: number | null = null

/** A profession in which no one (of any suite) has an assessment. */
async function freeProfession(): Promise<JobCategory> {
  const used = new Set((await db.from('assessments').distinct('job_category')).map((r) => r.job_category))
  const free = JOB_CATEGORIES.filter((job) => !used.has(job)).reverse()
  if (free.length === 0) throw new Error('every profession has an assessment already; this suite needs one that has none')
  return free[0]
}

/** Someone who took the assessment as `job`, tracks `tracks`, and rated `ratings` ({ supplementId: stars }). */
async function member(job: JobCategory, tracks: number[], ratings: Record<number, number> = {}) {
  await resetRateLimits()
  const { browser } = await signedInBrowser()
  const userId = await currentUserId(browser)
  made.push(userId)
  await takeAssessment(browser, job)
  const device = new SyncDevice(browser)
  for (const id of tracks) {
    const result = await device.pushOne(
      device.mutation('stackItem', stackItemId(userId, id), 'create', {
        supplementId: id,
        source: 'manual',
        time: '08:00',
        startedAt: new Date().toISOString(),
      })
    )
    if (result.status !== 'applied') throw new Error(`stack item: ${JSON.stringify(result)}`)
  }
  for (const [id, rating] of Object.entries(ratings)) {
    const answer = await browser.post(`/api/supplements/${id}/reviews`, { rating })
    if (answer.status !== 201) throw new Error(`review answered ${answer.status}`)
  }
  return { browser, userId }
}

async function takeAssessment(browser: Browser, job: JobCategory) {
  const answer = await browser.post('/api/assessments', { ...ASSESSMENT_ANSWERS, id: uuidv7(), jobCategory: job })
  if (answer.status !== 201) throw new Error(`assessment answered ${answer.status}: ${answer.text}`)
}

async function insightsFor(browser: Browser, job: JobCategory) {
  await recomputePeerInsights()
  const answer = await browser.get('/api/peer-insights')
  if (answer.status !== 200) throw new Error(`peer insights answered ${answer.status}`)
  const insights = peerInsightsSchema.parse(answer.body)
  return insights.professions.find((p) => p.jobCategory === job)!
}

test.group('Peer insights', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
  })
  group.each.setup(async () => {
    await resetRateLimits()
    return async () => {
      for (const id of made.splice(0)) await deleteAccountData(id)
      if (sampleRow !== null) await db.from('profession_stats').where('id', sampleRow).delete()
      sampleRow = null
      await recomputePeerInsights()
    }
  })

  test('signed out, peer insights and the Expert Q&A list answer 401', async ({ assert }) => {
    const browser = new Browser()
    assert.equal((await browser.get('/api/peer-insights')).status, 401)
    assert.equal((await browser.get('/api/expert-qa/interest')).status, 401)
    assert.equal((await browser.post('/api/expert-qa/interest')).status, 401)
  })

  test('4 people of a profession show the sample data; the 5th turns on real figures', async ({ assert }) => {
    const job = await freeProfession()
    const [vitaminK, calcium] = [await supplementId('vitamin-k'), await supplementId('calcium')]
    const [row] = await db
      .table('profession_stats')
      .insert({
        job_category: job,
        supplement_id: calcium,
        popularity_score: 55,
        effectiveness_rating: 3.9,
        user_count: 321,
        last_updated: toDbTimestamp(new Date()),
      })
      .returning('id')
    sampleRow = Number(typeof row === 'object' ? row.id : row)

    const people = []
    for (let i = 0; i < PEER_GROUP_MIN - 1; i++) people.push(await member(job, [vitaminK], { [vitaminK]: 4 }))
    const four = await insightsFor(people[0].browser, job)
    assert.deepEqual(four, {
      jobCategory: job,
      source: 'sample',
      people: null,
      supplements: [{ supplementId: calcium, name: 'Calcium', people: 321, share: 55, averageRating: 3.9, ratingCount: null }],
    })
    // Nothing below the minimum is ever stored.
    assert.lengthOf(await db.from('peer_insights').where('job_category', job), 0)

    // The 5th tracks both but rates neither: vitamin K has 5 people (4 ratings, too few to show).
    const fifth = await member(job, [vitaminK, calcium])
    const five = await insightsFor(fifth.browser, job)
    assert.deepEqual(five, {
      jobCategory: job,
      source: 'people',
      people: 5,
      // Calcium, tracked by one person, is not shown.
      supplements: [{ supplementId: vitaminK, name: 'Vitamin K', people: 5, share: 100, averageRating: null, ratingCount: 0 }],
    })

    await fifth.browser.post(`/api/supplements/${vitaminK}/reviews`, { rating: 5 })
    const rated = await insightsFor(fifth.browser, job)
    assert.deepInclude(rated.supplements, {
      supplementId: vitaminK,
      name: 'Vitamin K',
      people: 5,
      share: 100,
      averageRating: 4.2,
      ratingCount: 5,
    })

    // A 6th person who tracks nothing is one more of the profession: the share falls.
    await member(job, [])
    assert.deepInclude((await insightsFor(fifth.browser, job)).supplements, {
      supplementId: vitaminK,
      name: 'Vitamin K',
      people: 5,
      share: 83,
      averageRating: 4.2,
      ratingCount: 5,
    })
  })

  test('demo accounts do not count; a person counts in the profession of their newest assessment', async ({ assert }) => {
    const job = await freeProfession()
    const vitaminK = await supplementId('vitamin-k')
    for (let i = 0; i < PEER_GROUP_MIN - 1; i++) await member(job, [vitaminK])
    const demo = await member(job, [vitaminK])
    await db.from('users').where('id', demo.userId).update({ is_demo: true })
    assert.equal((await insightsFor(demo.browser, job)).source, 'sample')

    // The same five with the demo flag off: real figures — the flag was the only difference.
    await db.from('users').where('id', demo.userId).update({ is_demo: false })
    assert.include(await insightsFor(demo.browser, job), { source: 'people', people: 5 })

    // A newer assessment in another profession moves the person out of this one.
    const other = JOB_CATEGORIES.find((j) => j !== job)!
    await new Promise((resolve) => setTimeout(resolve, 5))
    await takeAssessment(demo.browser, other)
    assert.equal((await insightsFor(demo.browser, job)).source, 'sample')
  })

  test('the answer lists every profession and the k it keeps', async ({ assert }) => {
    const { browser } = await member(await freeProfession(), [])
    const answer = peerInsightsSchema.parse((await browser.get('/api/peer-insights')).body)
    assert.deepEqual(
      answer.professions.map((p) => p.jobCategory),
      [...JOB_CATEGORIES]
    )
    assert.equal(answer.minGroupSize, PEER_GROUP_MIN)
  })
})

test.group('Expert Q&A waiting list', (group) => {
  group.each.setup(async () => {
    await resetRateLimits()
    return async () => {
      for (const id of made.splice(0)) await deleteAccountData(id)
    }
  })

  test("'Get Notified' puts the person on the list once, however often they ask", async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    made.push(userId)
    assert.deepEqual((await browser.get('/api/expert-qa/interest')).body, { registered: false, registeredAt: null })

    const first = await browser.post('/api/expert-qa/interest')
    assert.equal(first.status, 201)
    assert.isTrue(first.body.registered)
    assert.isString(first.body.registeredAt)
    const again = await browser.post('/api/expert-qa/interest')
    assert.equal(again.status, 200)
    assert.deepEqual(again.body, first.body)
    assert.deepEqual((await browser.get('/api/expert-qa/interest')).body, first.body)
    assert.lengthOf(await db.from('expert_qa_interests').where('user_id', userId), 1)

    // Someone else is not on the list because this person is.
    const { browser: other } = await signedInBrowser()
    made.push(await currentUserId(other))
    assert.deepEqual((await other.get('/api/expert-qa/interest')).body, { registered: false, registeredAt: null })
  })
})
