/**
 * The admin Supplements tab (issue 16, ADR 0035): edits validated like the knowledge-base files,
 * surviving a restart's load and a seed from changed files, each a new served version that a
 * client's old ETag no longer matches; CSV imports previewed row by row and applied whole.
 */
import { test } from '@japa/runner'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import Supplement from '#models/supplement'
import { DEFAULT_DATA_DIR } from '#services/reference_data/files'
import { loadReferenceData, loadReferenceFiles } from '#services/reference_data/reference_loader'
import { exportInteractionsCsv, exportSupplementsCsv } from '#services/reference_data/csv'
import { resetRateLimits } from '#tests/helpers/browser'
import { auditRows, signedInAdmin } from './admin_helpers.js'

/** Back to the files alone: no edits, revision 0, seeded again. */
export async function resetAdminEdits() {
  await db.from('reference_admin_edits').delete()
  await db.from('reference_admin_revision').where('id', 1).update({ revision: 0 })
  await loadReferenceData({ force: true })
}

function fileSupplement(slug: string) {
  return structuredClone(loadReferenceFiles().data.supplements.supplements.find((s) => s.slug === slug)!)
}

function newSupplement() {
  return {
    ...fileSupplement('vitamin-d3'),
    slug: 'sea-buckthorn-oil',
    name: 'Sea Buckthorn Oil',
    aliases: ['sea buckthorn'],
    category: 'Omega-3 & Fatty Acids',
    upperLimit: null,
    nutrients: [],
    labMarkers: [],
    interactions: [],
    timingRules: { withFood: true, timeOfDay: 'morning', separateFrom: [] },
    sources: [{ title: 'Sea buckthorn', publisher: 'NCCIH', url: 'https://www.nccih.nih.gov/health/sea-buckthorn' }],
  }
}

test.group('Admin catalogue: supplements', (group) => {
  group.setup(() => resetAdminEdits())
  group.each.setup(() => resetRateLimits())
  group.each.teardown(() => resetAdminEdits())

  test('a supplement without a source is refused with 422 naming the field; nothing changes', async ({ assert }) => {
    const { browser } = await signedInAdmin()
    const before = (await browser.get('/api/reference/version')).body.version
    const answer = await browser.post('/api/admin/catalogue/supplements', { ...newSupplement(), sources: [] })
    assert.equal(answer.status, 422)
    assert.deepInclude(answer.body.errors, { field: 'sources', message: 'At least one source is required' })
    const search = await browser.post('/api/admin/catalogue/supplements', {
      ...newSupplement(),
      sources: [{ title: 'Search', publisher: 'NIH', url: 'https://ods.od.nih.gov/search.aspx?query=buckthorn' }],
    })
    assert.equal(search.status, 422)
    assert.equal(search.body.errors[0].field, 'sources')
    assert.match(search.body.errors[0].message, /is a search, not a document/)
    assert.isNull(await Supplement.findBy('slug', 'sea-buckthorn-oil'))
    assert.equal((await browser.get('/api/reference/version')).body.version, before)
  })

  test('an added and an edited supplement: new version, old ETag refetches, survives restart and changed files', async ({ assert }) => {
    const { browser, id } = await signedInAdmin()
    const old = await browser.get('/api/reference/snapshot')
    const oldEtag = old.headers.get('etag')!

    const added = await browser.post('/api/admin/catalogue/supplements', newSupplement())
    assert.equal(added.status, 201)
    const edited = fileSupplement('vitamin-d3')
    edited.dosage = '1,000 IU (25 mcg) daily'
    const edit = await browser.request('PUT', '/api/admin/catalogue/supplements/vitamin-d3', { json: edited })
    assert.equal(edit.status, 200)
    assert.notEqual(edit.body.version, added.body.version)
    assert.notEqual(edit.body.version, old.body.version)

    const fresh = await browser.get('/api/reference/snapshot', { 'if-none-match': oldEtag })
    assert.equal(fresh.status, 200)
    assert.equal(fresh.body.version, edit.body.version)
    assert.equal(fresh.body.supplements.find((s: any) => s.name === 'Vitamin D3').dosage, '1,000 IU (25 mcg) daily')
    assert.isDefined(fresh.body.supplements.find((s: any) => s.name === 'Sea Buckthorn Oil'))
    assert.equal((await browser.get('/api/reference/snapshot', { 'if-none-match': `"${edit.body.version}"` })).status, 304)

    // A restart loads the same files and edits: nothing to seed.
    assert.isTrue((await loadReferenceData()).skipped)

    // The files change (vitamin K's price): seeded, and the edits are still there.
    const dir = mkdtempSync(join(tmpdir(), 'dosewise-ref-'))
    try {
      cpSync(DEFAULT_DATA_DIR, dir, { recursive: true })
      const file = JSON.parse(readFileSync(join(dir, 'supplements.json'), 'utf8'))
      file.supplements.find((s: any) => s.slug === 'vitamin-k').priceCents = 1234
      writeFileSync(join(dir, 'supplements.json'), JSON.stringify(file))
      const seeded = await loadReferenceData({ dir })
      assert.isFalse(seeded.skipped)
      assert.notEqual(seeded.version, edit.body.version)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    assert.equal((await Supplement.findByOrFail('slug', 'vitamin-k')).price, 1234)
    assert.equal((await Supplement.findByOrFail('slug', 'vitamin-d3')).dosage, '1,000 IU (25 mcg) daily')
    assert.isNotNull(await Supplement.findBy('slug', 'sea-buckthorn-oil'))

    const list = await browser.get('/api/admin/catalogue/supplements?search=buckthorn')
    assert.deepEqual(
      list.body.rows.map((r: any) => [r.name, r.origin]),
      [['Sea Buckthorn Oil', 'admin']]
    )
    assert.deepEqual((await auditRows('supplement.add', id))[0].details.slug, 'sea-buckthorn-oil')
    assert.deepEqual((await auditRows('supplement.edit', id))[0].details.slug, 'vitamin-d3')
  })

  test('a rename that leaves interactions naming the old name is refused by the cross-file checks', async ({ assert }) => {
    const { browser } = await signedInAdmin()
    const renamed = { ...fileSupplement('vitamin-k'), name: 'Phylloquinone' }
    const answer = await browser.request('PUT', '/api/admin/catalogue/supplements/vitamin-k', { json: renamed })
    assert.equal(answer.status, 422)
    assert.match(answer.body.errors[0].message, /unknown supplement "Vitamin K"/)
    assert.equal((await Supplement.findByOrFail('slug', 'vitamin-k')).name, 'Vitamin K')
  })

  test('Update Interactions serves a new version; stats count the catalogue', async ({ assert }) => {
    const { browser, id } = await signedInAdmin()
    const before = (await browser.get('/api/reference/version')).body.version
    const published = await browser.post('/api/admin/catalogue/publish')
    assert.equal(published.status, 200)
    assert.notEqual(published.body.version, before)
    assert.equal((await browser.get('/api/reference/version')).body.version, published.body.version)
    assert.equal((await auditRows('reference.publish', id))[0].details.version, published.body.version)
    const stats = await browser.get('/api/admin/catalogue/stats')
    assert.equal(stats.body.activeSupplements, loadReferenceFiles().data.supplements.supplements.length)
    assert.deepEqual(stats.body.pendingReviewNames, ['Glycine', 'L-Theanine'])
    assert.equal(stats.body.version, published.body.version)
  })
})

test.group('Admin catalogue: CSV import', (group) => {
  group.setup(() => resetAdminEdits())
  group.each.setup(() => resetRateLimits())
  group.each.teardown(() => resetAdminEdits())

  test('a preview lists each row with its problem and writes nothing; Apply refuses while one is wrong', async ({ assert }) => {
    const { browser } = await signedInAdmin()
    const { data } = loadReferenceFiles()
    const warfarinK = data.interactions.interactions.find((i) => i.medication === 'Warfarin' && i.supplement === 'Vitamin K')!
    const rows = [
      { ...warfarinK, recommendation: 'Keep vitamin K intake steady and check your INR after any change.' },
      { ...warfarinK, supplement: 'Unicorn Dust' },
      { ...warfarinK, supplement: 'Sea Buckthorn Oil', medication: 'Warfarin', sources: [] },
    ]
    const csv = exportInteractionsCsv(rows as any)
    const before = (await browser.get('/api/reference/version')).body.version
    const preview = await browser.post('/api/admin/catalogue/import/preview', { kind: 'interactions', csv })
    assert.equal(preview.status, 200)
    assert.deepEqual(preview.body.counts, { add: 0, change: 1, same: 0, error: 2 })
    assert.equal(preview.body.rows[0].action, 'change')
    assert.match(preview.body.rows[1].errors[0], /^Line 3: .*unknown supplement "Unicorn Dust"/)
    assert.match(preview.body.rows[2].errors[0], /^Line 4, sources: At least one source is required/)
    assert.equal((await browser.get('/api/reference/version')).body.version, before)

    const refused = await browser.post('/api/admin/catalogue/import/apply', { kind: 'interactions', csv })
    assert.equal(refused.status, 422)
    assert.lengthOf(refused.body.errors, 2)
    assert.equal((await db.from('reference_admin_edits').count('* as n').first()).n, 0)
    assert.equal((await browser.get('/api/reference/version')).body.version, before)

    const wrongHeader = await browser.post('/api/admin/catalogue/import/preview', { kind: 'supplements', csv })
    assert.match(wrongHeader.body.fileError, /first line must be the header/)
  })

  test('the exported catalogue, imported again, changes nothing', async ({ assert }) => {
    const { browser, id } = await signedInAdmin()
    for (const kind of ['supplements', 'interactions']) {
      const exported = await browser.get(`/api/admin/catalogue/export/${kind}`)
      assert.equal(exported.status, 200)
      assert.match(exported.headers.get('content-type')!, /^text\/csv/)
      const preview = await browser.post('/api/admin/catalogue/import/preview', { kind, csv: exported.text })
      assert.isNull(preview.body.fileError)
      assert.isAbove(preview.body.counts.same, 0)
      assert.deepInclude(preview.body.counts, { add: 0, change: 0, error: 0 })
      assert.lengthOf(await auditRows(`export.${kind}`, id), 1)
    }
  })

  test('Apply writes every valid row in one go, as a new version; an unchanged row is left alone', async ({ assert }) => {
    const { browser, id } = await signedInAdmin()
    const { data } = loadReferenceFiles()
    const vitaminK = data.supplements.supplements.find((s) => s.slug === 'vitamin-k')!
    const csv = exportSupplementsCsv([{ ...vitaminK, priceCents: 999 }, newSupplement() as any, data.supplements.supplements[0]!])
    const preview = await browser.post('/api/admin/catalogue/import/preview', { kind: 'supplements', csv })
    assert.deepEqual(preview.body.counts, { add: 1, change: 1, same: 1, error: 0 })
    const before = (await browser.get('/api/reference/version')).body.version
    const applied = await browser.post('/api/admin/catalogue/import/apply', { kind: 'supplements', csv })
    assert.equal(applied.status, 200)
    assert.notEqual(applied.body.version, before)
    assert.equal((await Supplement.findByOrFail('slug', 'vitamin-k')).price, 999)
    assert.isNotNull(await Supplement.findBy('slug', 'sea-buckthorn-oil'))
    assert.equal((await db.from('reference_admin_edits').count('* as n').first()).n, 2)
    assert.deepInclude((await auditRows('import.supplements', id))[0].details, { added: 1, changed: 1 })
  })
})
