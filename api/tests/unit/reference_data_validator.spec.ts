import { test } from '@japa/runner'
import { readReferenceFiles, referenceVersion } from '#services/reference_data/files'
import { ReferenceDataInvalidError, validateReferenceData } from '#services/reference_data/validator'
import { fixtureFiles } from '#tests/helpers/reference_data'

function problemsOf(raw: ReturnType<typeof fixtureFiles>): string[] {
  try {
    validateReferenceData(raw)
  } catch (error) {
    if (error instanceof ReferenceDataInvalidError) return error.problems
    throw error
  }
  return []
}

test.group('Reference data validator', () => {
  test('the real files in database/data are complete and pass', ({ assert }) => {
    const { raw, missing } = readReferenceFiles()
    assert.deepEqual(missing, [], 'every reference file exists')
    const data = validateReferenceData(raw)
    assert.isAbove(data.supplements.supplements.length, 0)
    assert.isAbove(data.interactions.interactions.length, 0)
  })

  test('the fixture passes', ({ assert }) => {
    assert.deepEqual(problemsOf(fixtureFiles()), [])
  })

  test('a duplicate (medication, supplement) pair is named with both positions', ({ assert }) => {
    const raw = fixtureFiles()
    raw.interactions.interactions.push({ ...raw.interactions.interactions[0], medication: 'warfarin', supplement: 'VITAMIN K' })
    assert.deepEqual(problemsOf(raw), [
      'interactions.json: interactions[4] (warfarin + VITAMIN K): duplicate pair, already at interactions[0]',
    ])
  })

  test('an interaction with an unknown supplement or medication is refused', ({ assert }) => {
    const raw = fixtureFiles()
    raw.interactions.interactions[0].supplement = 'Unobtainium'
    raw.interactions.interactions[1].medication = 'Aspirin'
    raw.interactions.interactions[3].supplement = 'fish oil'
    assert.deepEqual(problemsOf(raw), [
      'interactions.json: interactions[0] (Warfarin + Unobtainium): unknown supplement "Unobtainium" (not in supplements.json)',
      'interactions.json: interactions[1] (Aspirin + Omega-3 Fish Oil): unknown medication "Aspirin" (neither a medication nor a class in medications.json)',
      'interactions.json: interactions[3] (Levothyroxine + fish oil): "fish oil" is an alias; use the catalogue name "Omega-3 Fish Oil"',
    ])
  })

  test('a fact without a source is refused', ({ assert }) => {
    const raw = fixtureFiles()
    raw.interactions.interactions[2].sources = []
    delete raw.supplements.supplements[0].sources
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplements[0] (vitamin-k).sources: Required',
      "interactions.json: interactions[2] (SSRIs + St. John's Wort).sources: At least one source is required",
    ])
  })

  test('a severity other than major, moderate or minor is refused', ({ assert }) => {
    const raw = fixtureFiles()
    raw.interactions.interactions[1].severity = 'severe'
    assert.deepEqual(problemsOf(raw), [
      'interactions.json: interactions[1] (Anticoagulants + Omega-3 Fish Oil).severity: Severity must be one of major, moderate, minor',
    ])
  })

  test('a price of zero or less is refused', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[2].priceCents = 0
    raw.supplements.supplements[3].priceCents = -5
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplements[2] (fish-oil).priceCents: Price must be more than 0',
      'supplements.json: supplements[3] (calcium).priceCents: Price must be more than 0',
    ])
  })

  test('an alias naming two entities, or another entity, is refused', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[2].aliases.push('K2')
    raw.supplements.supplements[3].aliases.push('Vitamin K')
    raw.medications.classes[0].aliases.push('Coumadin')
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: alias "K2" is ambiguous: it names both "Vitamin K" and "Omega-3 Fish Oil"',
      'supplements.json: alias "Vitamin K" of supplement "Calcium" is the name of another supplement ("Vitamin K")',
      'medications.json: alias "Coumadin" is ambiguous: it names both "Warfarin" and "Anticoagulants"',
    ])
  })

  test('stats, stories and shop links must point at things that exist', ({ assert }) => {
    const raw = fixtureFiles()
    raw.professions.stats[0].supplement = 'Vitamin Z'
    raw.successStories.stories[0].supplementsUsed = ['Calcium', 'Moon dust']
    raw.supplements.supplements[0].affiliateProgram = 'nowhere'
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplement "Vitamin K": unknown affiliateProgram "nowhere"',
      'professions.json: stats[0] (office / Vitamin Z): unknown supplement "Vitamin Z" (not in supplements.json)',
      'success_stories.json: stories[0] (named): unknown supplement "Moon dust" (not in supplements.json)',
    ])
  })

  test('the version changes with content, not with key order or formatting', ({ assert }) => {
    const raw = fixtureFiles()
    const reordered = fixtureFiles()
    const program = reordered.affiliatePrograms.programs[0]
    reordered.affiliatePrograms.programs[0] = Object.fromEntries(Object.entries(program).reverse())
    assert.match(referenceVersion(raw), /^[0-9a-f]{16}$/)
    assert.equal(referenceVersion(reordered), referenceVersion(raw))
    reordered.affiliatePrograms.programs[0].commissionRate = 9
    assert.notEqual(referenceVersion(reordered), referenceVersion(raw))
  })
})
