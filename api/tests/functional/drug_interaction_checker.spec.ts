/**
 * The checker against the real knowledge base (database/data), queried the way people type:
 * brand names, class words, aliases, odd capitals and curly apostrophes. Expected severities
 * are the established references' (NIH ODS, MedlinePlus, FDA labels), not read from the file.
 */
import { test } from '@japa/runner'
import { buildNameIndex, findInteractions } from '@dosewise/sync-protocol'
import { loadReferenceData, loadReferenceFiles } from '#services/reference_data/reference_loader'
import { Browser } from '#tests/helpers/browser'

type Severity = 'major' | 'moderate' | 'minor'
const PAIRS: Array<[medication: string, supplement: string, expected: Severity | Severity[]]> = [
  ['Coumadin', 'vitamin k', 'major'],
  ['blood thinner', 'fish oil', ['major', 'moderate']],
  ['Zoloft', "St John's wort", 'major'],
  ['ssri', '5-htp', 'major'],
  ['synthroid', 'calcium', 'moderate'],
  ['Cipro', 'magnesium', 'moderate'],
  ['lipitor', 'red yeast rice', 'major'],
  ['lisinopril', 'potassium', 'major'],
  ['lanoxin', 'licorice', 'major'],
  ['birth control pill', 'st. john’s wort', 'major'],
  ['glucophage', 'b12', ['minor', 'moderate']],
  ['Fosamax', 'calcium', 'moderate'],
  ['prograf', 'st johns wort', 'major'],
  ['orlistat', 'vitamin d', 'moderate'],
  ['levodopa', 'iron', 'moderate'],
  ['Eliquis', 'Ginkgo', 'major'],
  ['xarelto', 'St. Johns Wort', 'major'],
  ['Plavix', 'fish oil', 'moderate'],
  ['Prozac', 'SAMe', 'major'],
  ['Effexor', '5HTP', 'major'],
  ['Nardil', 'ginseng', 'major'],
  ['Imitrex', 'st john wort', 'major'],
  ['Ultram', '5-HTP', 'major'],
  ['doxycycline', 'iron', 'moderate'],
  ['Levaquin', 'zinc', 'moderate'],
  ['Aldactone', 'potassium', 'major'],
  ['losartan', 'potassium', 'major'],
  ['Xanax', 'kava', 'major'],
  ['Ambien', 'valerian', 'moderate'],
  ['oxycodone', 'kava', 'major'],
  ['Dilantin', 'folic acid', 'moderate'],
  ['Accutane', 'vitamin A', 'major'],
  ['Prilosec', 'B12', 'minor'],
  ['Nexium', 'magnesium', 'moderate'],
  ['hydrochlorothiazide', 'calcium', 'moderate'],
  ['simvastatin', 'niacin', 'major'],
  ['isoniazid', 'b6', 'minor'],
  ['fluvoxamine', 'melatonin', 'moderate'],
  ['Digoxin', "st john's wort", 'major'],
  ['prednisone', 'licorice', 'major'],
  ['metformin', 'berberine', 'moderate'],
  ['Advil', 'ginkgo', 'moderate'],
  ['tamoxifen', 'dong quai', 'major'],
  ['  WARFARIN ', 'Vitamin  K2', 'major'],
]

test.group('Drug interaction checker on the real knowledge base', (group) => {
  let index: ReturnType<typeof buildNameIndex>
  group.setup(async () => {
    await loadReferenceData({ force: true })
    const { data } = loadReferenceFiles()
    index = buildNameIndex({
      supplements: data.supplements.supplements,
      medications: data.medications.medications,
      classes: data.medications.classes,
    })
  })

  test('{0} + {1} is {2}')
    .with(PAIRS)
    .run(async ({ assert }, [medication, supplement, expected]) => {
      const browser = new Browser()
      const query = new URLSearchParams({ medication, supplement })
      const answer = await browser.get(`/api/drug-interactions?${query}`)
      assert.equal(answer.status, 200)
      assert.isAbove(answer.body.length, 0, 'found')
      assert.oneOf(answer.body[0].interactionType, ([] as Severity[]).concat(expected))

      // The PWA runs the same matcher offline over the snapshot: same rows, same order.
      const all = (await browser.get('/api/reference/snapshot')).body.interactions
      const offline = findInteractions(index, all as Array<{ id: number } & Parameters<typeof findInteractions>[1][number]>, {
        medication,
        supplement,
      }).map((r) => r.interaction.id)
      assert.deepEqual(
        answer.body.map((r: { id: number }) => r.id),
        offline
      )
    })

  test('blank parameters list every row, major first', async ({ assert }) => {
    const browser = new Browser()
    const all = await browser.get('/api/drug-interactions')
    const blank = await browser.get('/api/drug-interactions?medication=&supplement=')
    const { data } = loadReferenceFiles()
    assert.lengthOf(all.body, data.interactions.interactions.length)
    assert.deepEqual(
      blank.body.map((r: any) => r.id),
      all.body.map((r: any) => r.id)
    )
    const rank = { major: 0, moderate: 1, minor: 2 } as Record<string, number>
    const ranks = all.body.map((r: any) => rank[r.interactionType])
    assert.deepEqual(
      ranks,
      [...ranks].sort((a: number, b: number) => a - b)
    )
  })

  test('an unknown name finds nothing rather than everything', async ({ assert }) => {
    const answer = await new Browser().get('/api/drug-interactions?medication=notamedicine&supplement=vitamin%20k')
    assert.deepEqual(answer.body, [])
  })
})
