import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { readReferenceFiles, referenceVersion } from '#services/reference_data/files'
import Supplement from '#models/supplement'
import User from '#models/user'
import { seedReferenceData } from '#services/reference_data/seeder'
import { validateReferenceData } from '#services/reference_data/validator'
import { Browser, resetRateLimits, signedInBrowser, uniqueEmail } from '#tests/helpers/browser'
import { FIXTURE_DIR, fixtureFiles } from '#tests/helpers/reference_data'
import { partnerLink } from '#tests/helpers/shop'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'
import { engineReference } from '#services/assessments/plan_service'

const SEEDED_TABLES = [
  'affiliate_programs',
  'supplements',
  'supplement_aliases',
  'medication_classes',
  'medications',
  'drug_interactions',
  'profession_stats',
  'forums',
  'success_stories',
  'education_articles',
]

async function tableContents() {
  const contents: Record<string, unknown[]> = {}
  for (const table of SEEDED_TABLES) {
    // Timestamps included: a save that changed nothing must not move them either.
    contents[table] = await db.from(table).orderBy('id')
  }
  return contents
}

test.group('Seeding reference data', (group) => {
  group.each.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
  })

  test('seeding again changes nothing and keeps ids', async ({ assert }) => {
    const before = await tableContents()
    assert.isAbove(before.supplements.length, 0)
    const again = await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    assert.deepEqual(again.report, { created: 0, updated: 0, deleted: 0, kept: [] })
    assert.deepEqual(await tableContents(), before)
  })

  test('an unchanged version is not seeded again', async ({ assert }) => {
    const result = await loadReferenceData({ dir: FIXTURE_DIR })
    assert.isTrue(result.skipped)
  })

  test('a changed record is updated in place; a vanished one is deleted unless referenced', async ({ assert }) => {
    const calcium = await Supplement.findByOrFail('slug', 'calcium')
    const vitaminK = await Supplement.findByOrFail('slug', 'vitamin-k')
    const fishOil = await Supplement.findByOrFail('slug', 'fish-oil')
    const user = await User.create({ email: uniqueEmail('ref'), username: `ref${Date.now()}`, role: 'user', emailVerified: true })
    await db
      .table('supplement_reviews')
      .insert({ user_id: user.id, supplement_id: calcium.id, rating: 4, is_anonymous: true, created_at: new Date() })

    const raw = fixtureFiles()
    raw.supplements.supplements = raw.supplements.supplements.filter((s: any) => !['calcium', 'fish-oil'].includes(s.slug))
    raw.supplements.supplements.find((s: any) => s.slug === 'vitamin-k').priceCents = 1050
    raw.interactions.interactions = raw.interactions.interactions.filter(
      (i: any) => !['Calcium', 'Omega-3 Fish Oil'].includes(i.supplement)
    )
    raw.professions.stats = raw.professions.stats.filter((s: any) => s.supplement !== 'Omega-3 Fish Oil')
    raw.successStories.stories[1].supplementsUsed = []
    const report = await seedReferenceData(validateReferenceData(raw), referenceVersion(raw))

    assert.equal((await Supplement.findOrFail(vitaminK.id)).price, 1050)
    assert.isNull(await Supplement.find(fishOil.id))
    assert.isNotNull(await Supplement.find(calcium.id))
    assert.deepEqual(report.kept, [`supplements #${calcium.id} (Calcium): 1 reference(s)`])
    await db.from('supplement_reviews').where('user_id', user.id).delete()
  })

  test('a plan made after the catalogue was replaced and seeded back names supplements that exist', async ({ assert, cleanup }) => {
    // The full catalogue with the engine's reference prepared from it, another catalogue, then
    // the full one again: the same version as before, but its rows have new ids.
    await loadReferenceData({ force: true })
    await engineReference()
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    await loadReferenceData({ force: true })

    await resetRateLimits()
    const { browser, email } = await signedInBrowser()
    // Its rows would keep the full catalogue's supplements through the next fixture seeds.
    cleanup(async () => {
      await User.query().where('email', email).delete()
    })
    const again = await browser.post('/api/assessments', ASSESSMENT_ANSWERS)
    assert.equal(again.status, 201, again.text)
    const named = await db.from('recommendations').where('assessment_id', again.body.assessment.id).select('supplement_id')
    assert.isAbove(named.length, 0)
    const existing = await db
      .from('supplements')
      .whereIn(
        'id',
        named.map((r) => r.supplement_id)
      )
      .count('* as n')
    assert.equal(Number(existing[0].n), named.length)
  }).timeout(30_000)
})

test.group('Reference data endpoints', (group) => {
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
  })
  group.each.setup(() => resetRateLimits())

  test("GET /api/reference/version is the files' version, with an ETag", async ({ assert }) => {
    const expected = referenceVersion(readReferenceFiles(FIXTURE_DIR).raw)
    const answer = await new Browser().get('/api/reference/version')
    assert.equal(answer.status, 200)
    assert.deepEqual(answer.body, { version: expected })
    assert.equal(answer.headers.get('etag'), `"${expected}"`)
  })

  test('GET /api/reference/snapshot answers 304 to a matching If-None-Match', async ({ assert }) => {
    const browser = new Browser()
    const full = await browser.get('/api/reference/snapshot')
    assert.equal(full.status, 200)
    assert.equal(full.body.version, referenceVersion(readReferenceFiles(FIXTURE_DIR).raw))
    assert.lengthOf(full.body.supplements, 4)
    assert.lengthOf(full.body.interactions, 4)
    assert.lengthOf(full.body.medications, 3)
    assert.lengthOf(full.body.classes, 2)
    assert.lengthOf(full.body.professionStats, 2)
    const again = await browser.get('/api/reference/snapshot', { 'if-none-match': full.headers.get('etag')! })
    assert.equal(again.status, 304)
    assert.equal(again.text, '')
    const stale = await browser.get('/api/reference/snapshot', { 'if-none-match': '"0000000000000000"' })
    assert.equal(stale.status, 200)
  })

  test('GET /api/supplements lists the catalogue with aliases and sources', async ({ assert }) => {
    const answer = await new Browser().get('/api/supplements')
    assert.equal(answer.status, 200)
    const k = answer.body.find((s: any) => s.slug === 'vitamin-k')
    assert.deepEqual(k.aliases, ['k2', 'vitamin k2'])
    assert.equal(k.price, 999)
    assert.equal(k.sources[0].publisher, 'NIH Office of Dietary Supplements')
    assert.isFalse(answer.body.find((s: any) => s.slug === 'st-johns-wort').recommendable)
  })

  test('GET /api/supplements/:id answers 404 JSON for unknown and non-numeric ids', async ({ assert }) => {
    const browser = new Browser()
    const one = (await browser.get('/api/supplements')).body[0]
    const found = await browser.get(`/api/supplements/${one.id}`)
    assert.equal(found.status, 200)
    assert.equal(found.body.name, one.name)
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const answer = await browser.get(`/api/supplements/${id}`)
      assert.equal(answer.status, 404, id)
      assert.deepEqual(answer.body, { code: 'E_SUPPLEMENT_NOT_FOUND', message: 'Supplement not found' })
    }
  })

  test('GET /api/supplements/profession/:jobCategory orders by popularity; unknown category is 422', async ({ assert }) => {
    const browser = new Browser()
    const answer = await browser.get('/api/supplements/profession/office')
    assert.equal(answer.status, 200)
    assert.deepEqual(
      answer.body.map((s: any) => [s.name, s.popularityScore, s.effectivenessRating, s.userCount]),
      [
        ['Vitamin K', 60, 3.5, 200],
        ['Omega-3 Fish Oil', 40, 4.1, 100],
      ]
    )
    assert.deepEqual(Object.keys(answer.body[0]).sort(), ['effectivenessRating', 'id', 'name', 'popularityScore', 'userCount'])
    assert.deepEqual((await browser.get('/api/supplements/profession/creative')).body, [])
    const unknown = await browser.get('/api/supplements/profession/astronaut')
    assert.equal(unknown.status, 422)
    assert.equal(unknown.body.errors[0].field, 'jobCategory')
    assert.equal((await browser.get('/api/profession-stats/astronaut')).status, 422)
    assert.lengthOf((await browser.get('/api/profession-stats/office')).body, 2)
  })

  test('GET /api/drug-interactions: all rows major first, blank parameters mean all', async ({ assert }) => {
    const browser = new Browser()
    const all = await browser.get('/api/drug-interactions')
    assert.deepEqual(
      all.body.map((r: any) => r.interactionType),
      ['major', 'major', 'moderate', 'moderate']
    )
    const blank = await browser.get('/api/drug-interactions?medication=&supplement=%20')
    assert.deepEqual(
      blank.body.map((r: any) => r.id),
      all.body.map((r: any) => r.id)
    )
    const hit = await browser.get('/api/drug-interactions?medication=Zoloft&supplement=st.%20john%E2%80%99s%20wort')
    assert.lengthOf(hit.body, 1)
    assert.deepEqual(hit.body[0].matchedVia, { medication: 'zoloft → Sertraline, Sertraline ∈ SSRIs', supplement: null })
    const viaAlias = await browser.get('/api/drug-interactions?medication=warfarin&supplement=hypericum')
    assert.deepEqual(viaAlias.body, [])
    const viaClass = await browser.get('/api/drug-interactions?medication=coumadin&supplement=FISH%20OIL')
    assert.deepEqual(viaClass.body[0].matchedVia, {
      medication: 'coumadin → Warfarin, Warfarin ∈ Anticoagulants',
      supplement: 'fish oil → Omega-3 Fish Oil',
    })
    const tooLong = await browser.get(`/api/drug-interactions?medication=${'x'.repeat(300)}`)
    assert.equal(tooLong.status, 422)
  })

  test('GET /api/affiliate/:supplementId needs sign-in and builds the partner link', async ({ assert }) => {
    const anonymous = await new Browser().get('/api/affiliate/1')
    assert.equal(anonymous.status, 401)
    const { browser } = await signedInBrowser()
    const supplements = (await browser.get('/api/supplements')).body
    const k = supplements.find((s: any) => s.slug === 'vitamin-k')
    const link = await browser.get(`/api/affiliate/${k.id}`)
    assert.equal(link.status, 200)
    // A `.example` partner: outside production its links lead to the partner stand-in (ADR 0033).
    assert.deepEqual(Object.keys(link.body), ['affiliateUrl'])
    assert.match(link.body.affiliateUrl, partnerLink('shop', '/p/vitamin-k', 'size=60&ref=dosewise-001'))
    const noShop = supplements.find((s: any) => s.slug === 'st-johns-wort')
    assert.equal((await browser.get(`/api/affiliate/${noShop.id}`)).status, 404)
    assert.equal((await browser.get('/api/affiliate/nope')).status, 404)
  })

  test('forums and success stories are for signed-in users; anonymous authors stay hidden', async ({ assert }) => {
    assert.equal((await new Browser().get('/api/forums')).status, 401)
    const { browser } = await signedInBrowser()
    const forums = await browser.get('/api/forums')
    assert.deepEqual(
      forums.body.map((f: any) => [f.name, f.jobCategory]),
      [
        ['Office', 'office'],
        ['General', null],
      ]
    )
    const stories = await browser.get('/api/success-stories')
    const named = stories.body.find((s: any) => s.title === 'Named story')
    const anonymous = stories.body.find((s: any) => s.title === 'Anonymous story')
    assert.deepEqual(named.user, { firstName: 'Priya' })
    assert.isNull(anonymous.user)
    assert.notInclude(stories.text, 'Secret')
  })

  test('GET /api/education lists articles; one by slug; unknown slug is 404', async ({ assert }) => {
    const browser = new Browser()
    const list = await browser.get('/api/education')
    assert.deepEqual(
      list.body.map((a: any) => a.slug),
      ['levels']
    )
    const article = await browser.get('/api/education/levels')
    assert.equal(article.body.body, 'Long text.')
    assert.equal((await browser.get('/api/education/nope')).status, 404)
  })
})
