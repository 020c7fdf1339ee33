import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { z } from 'zod'
import { TEXT_MAX, supplementReviewSchema } from '@dosewise/sync-protocol'
import Supplement from '#models/supplement'
import SupplementReview from '#models/supplement_review'
import User from '#models/user'
import { isUniqueViolation } from '#services/db_errors'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { currentUserId } from '#tests/helpers/sync_device'

const listedReviewSchema = supplementReviewSchema.extend({ authorName: z.string().nullable(), mine: z.boolean() }).strict()
const listSchema = z
  .object({
    summary: z
      .object({ count: z.number(), averageRating: z.number().nullable(), wouldRecommendPercent: z.number().int().nullable() })
      .strict(),
    reviews: z.array(listedReviewSchema),
  })
  .strict()

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
const reviewsOf = (id: number | string) => `/api/supplements/${id}/reviews`
const supplementId = async (slug: string) => (await Supplement.findByOrFail('slug', slug)).id
const storedReviews = () => db.from('supplement_reviews').orderBy('id')

/** GET / POST /api/supplements/:id/reviews: online-only, one review per person per supplement. */
test.group('Supplement reviews', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    // Reviews reference supplements: leave none behind for suites that re-seed the catalogue.
    return async () => {
      await db.from('supplement_reviews').delete()
    }
  })
  group.each.setup(async () => {
    await resetRateLimits()
    await db.from('supplement_reviews').delete()
  })

  test('a first review answers 201; a second one by the same person replaces it and answers 200', async ({ assert }) => {
    const { browser } = await signedInBrowser({ firstName: 'Ada' })
    const userId = await currentUserId(browser)
    const vitaminK = await supplementId('vitamin-k')

    const first = await browser.post(reviewsOf(vitaminK), {
      rating: 4,
      effectiveness: 3,
      sideEffects: 'None',
      benefits: 'Fewer bruises',
      duration: 30,
      wouldRecommend: true,
    })
    assert.equal(first.status, 201)
    const created = listedReviewSchema.parse(first.body)
    // Anonymous unless the person says otherwise (spec §3).
    assert.include(created, { supplementId: vitaminK, rating: 4, effectiveness: 3, duration: 30, isAnonymous: true, mine: true })
    assert.isNull(created.userId)
    assert.isNull(created.authorName)

    const second = await browser.post(reviewsOf(vitaminK), { rating: 2, isAnonymous: false })
    assert.equal(second.status, 200)
    const updated = listedReviewSchema.parse(second.body)
    assert.equal(updated.id, created.id)
    assert.equal(updated.createdAt, created.createdAt)
    // The whole review is replaced: what the second post leaves out is cleared.
    assert.include(updated, { rating: 2, isAnonymous: false, userId, authorName: 'Ada', mine: true })
    assert.isNull(updated.effectiveness)
    assert.isNull(updated.sideEffects)
    assert.isNull(updated.wouldRecommend)

    const list = listSchema.parse((await browser.get(reviewsOf(vitaminK))).body)
    assert.deepEqual(list.reviews, [updated])
    assert.deepEqual(list.summary, { count: 1, averageRating: 2, wouldRecommendPercent: null })
    assert.lengthOf(await storedReviews(), 1)
  })

  test('the supplement comes from the route and the author from the session, never from the body', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const [vitaminK, calcium] = [await supplementId('vitamin-k'), await supplementId('calcium')]
    const answer = await browser.post(reviewsOf(vitaminK), { rating: 5, supplementId: calcium, userId: userId + 1000 })
    assert.equal(answer.status, 201)
    assert.equal(answer.body.supplementId, vitaminK)
    const [stored] = await storedReviews()
    assert.equal(stored.supplement_id, vitaminK)
    assert.equal(stored.user_id, userId)
  })

  test('lists newest first with the count, the average to one decimal and the share who would recommend', async ({ assert }) => {
    const vitaminK = await supplementId('vitamin-k')
    const bodies = [
      { rating: 5, wouldRecommend: true },
      { rating: 4, wouldRecommend: false },
      // Not answered: counts towards the average, not towards "would recommend".
      { rating: 4 },
    ]
    const posted: number[] = []
    for (const body of bodies) {
      const { browser } = await signedInBrowser()
      const answer = await browser.post(reviewsOf(vitaminK), body)
      assert.equal(answer.status, 201)
      posted.push(answer.body.id)
      await pause()
    }
    // Another supplement's review counts only there.
    const { browser: reader } = await signedInBrowser()
    await reader.post(reviewsOf(await supplementId('calcium')), { rating: 1, wouldRecommend: false })

    const list = listSchema.parse((await reader.get(reviewsOf(vitaminK))).body)
    assert.deepEqual(
      list.reviews.map((r) => r.id),
      posted.toReversed()
    )
    assert.deepEqual(list.summary, { count: 3, averageRating: 4.3, wouldRecommendPercent: 50 })
    assert.isTrue(list.reviews.every((r) => !r.mine))
  })

  test('a supplement without reviews has an empty list and no figures', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.get(reviewsOf(await supplementId('fish-oil')))
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, { summary: { count: 0, averageRating: null, wouldRecommendPercent: null }, reviews: [] })
  })

  test('lists the newest 50 but sums up every review', async ({ assert, cleanup }) => {
    const calcium = await supplementId('calcium')
    const users = await User.createMany(
      Array.from({ length: 52 }, (_, i) => ({
        email: `reviewer-${i}-${randomUUID().slice(0, 8)}@example.test`,
        username: `rv${i}_${randomUUID().slice(0, 8)}`,
      }))
    )
    // Their reviews go with them (ON DELETE CASCADE).
    cleanup(async () => {
      await User.query()
        .whereIn(
          'id',
          users.map((u) => u.id)
        )
        .delete()
    })
    const start = DateTime.utc(2026, 1, 1)
    await SupplementReview.createMany(
      users.map((user, i) => ({
        userId: user.id,
        supplementId: calcium,
        rating: i < 2 ? 1 : 5,
        wouldRecommend: i >= 2,
        isAnonymous: true,
        createdAt: start.plus({ minutes: i }),
      }))
    )
    const { browser } = await signedInBrowser()
    const list = listSchema.parse((await browser.get(reviewsOf(calcium))).body)
    assert.lengthOf(list.reviews, 50)
    // The two oldest (the 1-star ones) are not listed, but they are counted.
    assert.isTrue(list.reviews.every((r) => r.rating === 5))
    assert.equal(list.reviews[0].createdAt, start.plus({ minutes: 51 }).toISO())
    assert.deepEqual(list.summary, { count: 52, averageRating: 4.8, wouldRecommendPercent: 96 })
  })

  test('an anonymous review shows neither the name nor the user id; a named one shows the first name', async ({ assert }) => {
    const vitaminK = await supplementId('vitamin-k')
    const { browser: grace, email: graceEmail } = await signedInBrowser({ firstName: 'Grace', lastName: 'Hopper' })
    const graceId = await currentUserId(grace)
    assert.equal((await grace.post(reviewsOf(vitaminK), { rating: 5, isAnonymous: true })).status, 201)
    await pause()
    const { browser: linus } = await signedInBrowser({ firstName: 'Linus' })
    const linusId = await currentUserId(linus)
    assert.equal((await linus.post(reviewsOf(vitaminK), { rating: 3, isAnonymous: false })).status, 201)

    const seenByLinus = await linus.get(reviewsOf(vitaminK))
    const [own, others] = listSchema.parse(seenByLinus.body).reviews
    assert.include(own, { userId: linusId, authorName: 'Linus', mine: true })
    assert.include(others, { userId: null, authorName: null, isAnonymous: true, mine: false })
    for (const secret of ['Grace', 'Hopper', graceEmail, `"userId":${graceId}`]) assert.notInclude(seenByLinus.text, secret)

    // The author still knows which one is theirs.
    const seenByGrace = listSchema.parse((await grace.get(reviewsOf(vitaminK))).body).reviews
    assert.deepEqual(
      seenByGrace.map((r) => [r.authorName, r.mine]),
      [
        ['Linus', false],
        [null, true],
      ]
    )
  })

  test('signed out: 401 for reading and for writing', async ({ assert }) => {
    const vitaminK = await supplementId('vitamin-k')
    const browser = new Browser()
    const read = await browser.get(reviewsOf(vitaminK))
    assert.equal(read.status, 401)
    assert.equal(read.body.code, 'E_UNAUTHORIZED_ACCESS')
    const write = await browser.post(reviewsOf(vitaminK), { rating: 5 })
    assert.equal(write.status, 401)
    assert.equal(write.body.code, 'E_UNAUTHORIZED_ACCESS')
    assert.lengthOf(await storedReviews(), 0)
  })

  test('a post without the CSRF token is refused and saves nothing', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    browser.sendCsrf = false
    const answer = await browser.post(reviewsOf(await supplementId('vitamin-k')), { rating: 5 })
    assert.equal(answer.status, 403)
    assert.equal(answer.body.code, 'E_BAD_CSRF_TOKEN')
    assert.lengthOf(await storedReviews(), 0)
  })

  test('an unknown or malformed supplement id answers 404 JSON: {$self}')
    .with(['999999', 'abc', '0', '-1', '1.5', '99999999999999999999'])
    .run(async ({ assert }, id) => {
      const { browser } = await signedInBrowser()
      const notFound = { code: 'E_SUPPLEMENT_NOT_FOUND', message: 'Supplement not found' }
      const read = await browser.get(reviewsOf(id))
      assert.equal(read.status, 404)
      assert.deepEqual(read.body, notFound)
      const write = await browser.post(reviewsOf(id), { rating: 5 })
      assert.equal(write.status, 404)
      assert.deepEqual(write.body, notFound)
      assert.lengthOf(await storedReviews(), 0)
    })

  test('invalid input answers 422 with the field and saves nothing: {label}')
    .with([
      { label: 'no rating', body: {}, field: 'rating', message: 'Required' },
      { label: 'rating 0', body: { rating: 0 }, field: 'rating', message: 'Number must be greater than or equal to 1' },
      { label: 'rating 6', body: { rating: 6 }, field: 'rating', message: 'Number must be less than or equal to 5' },
      { label: 'rating 3.5', body: { rating: 3.5 }, field: 'rating', message: 'Expected integer, received float' },
      { label: 'rating as text', body: { rating: '4' }, field: 'rating', message: 'Expected number, received string' },
      {
        label: 'effectiveness 6',
        body: { rating: 4, effectiveness: 6 },
        field: 'effectiveness',
        message: 'Number must be less than or equal to 5',
      },
      {
        label: 'negative days',
        body: { rating: 4, duration: -1 },
        field: 'duration',
        message: 'Number must be greater than or equal to 0',
      },
      {
        label: 'side effects too long',
        body: { rating: 4, sideEffects: 'x'.repeat(TEXT_MAX + 1) },
        field: 'sideEffects',
        message: `String must contain at most ${TEXT_MAX} character(s)`,
      },
      {
        label: 'benefits too long',
        body: { rating: 4, benefits: 'x'.repeat(TEXT_MAX + 1) },
        field: 'benefits',
        message: `String must contain at most ${TEXT_MAX} character(s)`,
      },
      {
        label: 'would recommend as text',
        body: { rating: 4, wouldRecommend: 'yes' },
        field: 'wouldRecommend',
        message: 'Expected boolean, received string',
      },
    ])
    .run(async ({ assert }, { body, field, message }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.post(reviewsOf(await supplementId('vitamin-k')), body)
      assert.equal(answer.status, 422)
      assert.equal(answer.body.code, 'E_VALIDATION_ERROR')
      assert.deepInclude(answer.body.errors, { field, message })
      assert.lengthOf(await storedReviews(), 0)
    })

  test('text at the limit is accepted', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.post(reviewsOf(await supplementId('vitamin-k')), { rating: 1, benefits: 'x'.repeat(TEXT_MAX) })
    assert.equal(answer.status, 201)
    assert.lengthOf(answer.body.benefits, TEXT_MAX)
  })

  test('first reviews sent at once end in one review, and every answer is 2xx', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const vitaminK = await supplementId('vitamin-k')
    const answers = await Promise.all([1, 2, 3, 4].map((rating) => browser.post(reviewsOf(vitaminK), { rating })))
    assert.deepEqual(answers.map((a) => a.status).toSorted(), [200, 200, 200, 201])
    assert.lengthOf(new Set(answers.map((a) => a.body.id)), 1)
    const stored = await storedReviews()
    assert.lengthOf(stored, 1)
    const list = listSchema.parse((await browser.get(reviewsOf(vitaminK))).body)
    assert.equal(list.summary.count, 1)
  })

  test('the database itself refuses a second review by the same person of the same supplement', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const row = {
      user_id: userId,
      supplement_id: await supplementId('vitamin-k'),
      rating: 3,
      is_anonymous: true,
      created_at: new Date().toISOString(),
    }
    await db.table('supplement_reviews').insert(row)
    const error = await db
      .table('supplement_reviews')
      .insert(row)
      .then(
        () => null,
        (e: unknown) => e
      )
    assert.isTrue(isUniqueViolation(error))
  })
})
