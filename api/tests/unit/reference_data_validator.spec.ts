import { test } from '@japa/runner'
import { readReferenceFiles, referenceVersion } from '#services/reference_data/files'
import { ReferenceDataInvalidError, validateReferenceData } from '#services/reference_data/validator'
import { AWAITING_SPECIFIC_SOURCE, awaitingSpecificSource } from '#services/reference_data/fact_checks'
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

  test('a source that is a search page, an index or a whole site is refused (issue 11)', ({ assert }) => {
    const raw = fixtureFiles()
    raw.interactions.interactions[0].sources = [
      {
        title: 'Warfarin label',
        publisher: 'DailyMed',
        url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=warfarin',
      },
    ]
    raw.interactions.interactions[1].sources = [
      { title: 'Herbs', publisher: 'MedlinePlus', url: 'https://medlineplus.gov/druginfo/herb_All.html' },
    ]
    raw.interactions.interactions[2].sources = [{ title: 'NCCIH', publisher: 'NCCIH', url: 'https://www.nccih.nih.gov/' }]
    const problems = problemsOf(raw)
    assert.lengthOf(problems, 3)
    assert.match(problems[0], /search\.cfm.* is a search, not a document; cite the specific page or label$/)
    assert.match(problems[1], /herb_All\.html is an index page, not a document/)
    assert.match(problems[2], /nccih\.nih\.gov\/ is a whole site, not a document/)
  })

  test('the fact-sheet list and Herbs at a Glance are index pages too', ({ assert }) => {
    const raw = fixtureFiles()
    raw.interactions.interactions[0].sources = [
      { title: 'Fact sheets', publisher: 'NIH ODS', url: 'https://ods.od.nih.gov/factsheets/list-all/' },
    ]
    raw.interactions.interactions[1].sources = [
      { title: 'Herbs', publisher: 'NCCIH', url: 'https://www.nccih.nih.gov/health/herbsataglance' },
    ]
    const problems = problemsOf(raw)
    assert.lengthOf(problems, 2)
    for (const problem of problems) assert.match(problem, /is an index page, not a document/)
  })

  test('only the listed supplements still await a specific source, and the list can only shrink', ({ assert }) => {
    const open = awaitingSpecificSource(validateReferenceData(readReferenceFiles().raw))
    assert.deepEqual([...AWAITING_SPECIFIC_SOURCE].sort(), ['Glycine', 'L-Theanine'])
    // Each listed one still has an open fact; once fixed, take it off the list.
    for (const name of AWAITING_SPECIFIC_SOURCE)
      assert.isTrue(
        open.some((fact) => fact.includes(name)),
        name
      )
  })

  test('the grading rule: a row warning of serotonin syndrome, or saying to avoid it, must be major', ({ assert }) => {
    const raw = fixtureFiles()
    const row = raw.interactions.interactions[1]
    row.severity = 'moderate'
    row.description = 'Both raise serotonin; together they can cause serotonin syndrome.'
    const other = raw.interactions.interactions[3]
    other.severity = 'minor'
    other.recommendation = 'Avoid the combination.'
    assert.deepEqual(problemsOf(raw), [
      `interactions.json: ${row.medication} + ${row.supplement} is moderate, but its text warns of a grave effect or says to avoid it: grade it major`,
      `interactions.json: ${other.medication} + ${other.supplement} is minor, but its text warns of a grave effect or says to avoid it: grade it major`,
    ])
  })

  test('a fish oil marked as a shellfish product is refused (krill oil is the shellfish one)', ({ assert }) => {
    const raw = fixtureFiles()
    const fishOil = raw.supplements.supplements.find((s: { name: string }) => s.name === 'Omega-3 Fish Oil')
    fishOil.allergens = ['fish', 'shellfish']
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplement "Omega-3 Fish Oil" is a fish oil: its allergen is fish, not shellfish (krill oil is the shellfish product)',
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

  test('a nutrient amount must be countable against an upper limit in the same unit', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[3].upperLimit = { amount: 2000, unit: 'mg', nutrient: 'calcium' }
    raw.supplements.supplements[3].nutrients = [{ nutrient: 'calcium', amount: 0.5, unit: 'g' }]
    raw.supplements.supplements[0].nutrients = [{ nutrient: 'vitamin-k', amount: 120, unit: 'mcg' }]
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplement "Vitamin K": nutrients[0] "vitamin-k" has no upper limit (no supplement\'s upperLimit.nutrient is "vitamin-k")',
      'supplements.json: supplement "Calcium": nutrients[0] "calcium" is in "g" but its upper limit is in "mg"',
    ])
  })

  test('upper limits for one nutrient must agree on the unit', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[2].upperLimit = { amount: 5000, unit: 'mg', nutrient: 'epa-dha' }
    raw.supplements.supplements[2].nutrients = [{ nutrient: 'epa-dha', amount: 1000, unit: 'mg' }]
    raw.supplements.supplements[3].upperLimit = { amount: 5, unit: 'g', nutrient: 'epa-dha' }
    raw.supplements.supplements[3].nutrients = [{ nutrient: 'epa-dha', amount: 1000, unit: 'mg' }]
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplement "Calcium": upperLimit for "epa-dha" is in "g" but "Omega-3 Fish Oil" gives it in "mg"',
    ])
  })

  test('a supplement with an upper limit must list that nutrient', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[2].upperLimit = { amount: 5000, unit: 'mg', nutrient: 'epa-dha' }
    raw.supplements.supplements[3].upperLimit = { amount: 2000, unit: 'mg', nutrient: 'calcium' }
    raw.supplements.supplements[3].nutrients = [{ nutrient: 'calcium', amount: 500, unit: 'mg' }]
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplement "Omega-3 Fish Oil": upperLimit is for "epa-dha" but nutrients does not list "epa-dha"',
    ])
  })

  test('timing rules must name catalogue supplements and known medications or classes', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[3].timingRules.separateFrom = [
      { what: 'levothyroxine', hours: 4, supplements: [], medications: ['Levothyroxine'] },
      {
        what: 'fish oil, blood thinners and statins',
        hours: 2,
        supplements: ['fish oil', 'Moon dust', 'Vitamin K'],
        medications: ['coumadin', 'Anticoagulants', 'Statins'],
      },
    ]
    const where = 'supplements.json: supplement "Calcium": timingRules.separateFrom[1] ("fish oil, blood thinners and statins")'
    assert.deepEqual(problemsOf(raw), [
      `${where}: "fish oil" is an alias; use the catalogue name "Omega-3 Fish Oil"`,
      `${where}: unknown supplement "Moon dust" (not in supplements.json)`,
      `${where}: "coumadin" is an alias; use the medication or class name "Warfarin"`,
      `${where}: unknown medication "Statins" (neither a medication nor a class in medications.json)`,
    ])
  })

  test('lab-test names are lowercase, listed once per supplement and mean one test everywhere', ({ assert }) => {
    const raw = fixtureFiles()
    raw.supplements.supplements[0].labMarkers = [{ test: 'INR', names: ['inr', 'calcium'], raiseWhenLow: false, avoidWhenHigh: false }]
    raw.supplements.supplements[3].labMarkers = [
      { test: 'Calcium (blood)', names: ['calcium', 'Serum Calcium', ' '], raiseWhenLow: false, avoidWhenHigh: true },
      { test: 'Calcium (urine)', names: ['serum-calcium', 'urine calcium'], raiseWhenLow: false, avoidWhenHigh: true },
    ]
    raw.supplements.supplements[2].labMarkers = [
      { test: 'Calcium (urine)', names: ['urine calcium'], raiseWhenLow: false, avoidWhenHigh: false },
      { test: 'Omega-3 index', names: [], raiseWhenLow: true, avoidWhenHigh: false },
    ]
    assert.deepEqual(problemsOf(raw), [
      'supplements.json: supplements[2] (fish-oil).labMarkers[1].names: Array must contain at least 1 element(s)',
    ])
    raw.supplements.supplements[2].labMarkers.pop()
    const calcium = 'supplements.json: supplement "Calcium": labMarkers'
    assert.deepEqual(problemsOf(raw), [
      `${calcium}[0] ("Calcium (blood)"): name "calcium" already means the test "INR" (supplement "Vitamin K")`,
      `${calcium}[0] ("Calcium (blood)"): name "Serum Calcium" must be lowercase with no surrounding spaces`,
      `${calcium}[0] ("Calcium (blood)"): name " " has no letters or digits`,
      `${calcium}[1] ("Calcium (urine)"): name "serum-calcium" is listed twice (also as "Serum Calcium")`,
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
