import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildNameIndex } from './name-index.js'
import { normalizeName } from './normalize-name.js'
import { resolveMedications, resolveSupplements } from './resolve.js'
import { findInteractions, type InteractionRow } from './find-interactions.js'

const supplements = [
  { name: 'Vitamin K', aliases: ['vitamin k1', 'vitamin k2', 'k2', 'mk-7', 'phylloquinone'] },
  { name: "St. John's Wort", aliases: ['st johns wort', 'saint johns wort', 'hypericum'] },
  { name: 'Omega-3 Fish Oil', aliases: ['fish oil', 'omega 3', 'epa', 'dha'] },
  { name: '5-HTP', aliases: ['5 hydroxytryptophan'] },
  { name: 'Licorice Root', aliases: ['liquorice'] },
  { name: 'Calcium', aliases: ['calcium carbonate', 'calcium citrate'] },
  { name: 'Magnesium Glycinate', aliases: ['magnesium', 'magnesium citrate'] },
  { name: 'Vitamin B12', aliases: ['b12', 'cobalamin'] },
  { name: 'Ginkgo Biloba', aliases: ['ginkgo'] },
]
const classes = [
  { name: 'Anticoagulants', slug: 'anticoagulants', aliases: ['blood thinner', 'blood thinners'] },
  { name: 'SSRIs', slug: 'ssris', aliases: ['ssri', 'selective serotonin reuptake inhibitors'] },
  { name: 'Oral Contraceptives', slug: 'oral-contraceptives', aliases: ['birth control pill', 'the pill'] },
]
const medications = [
  { name: 'Warfarin', aliases: ['coumadin', 'jantoven'], classes: ['anticoagulants'] },
  { name: 'Apixaban', aliases: ['eliquis'], classes: ['Anticoagulants'] },
  { name: 'Sertraline', aliases: ['zoloft'], classes: ['ssris'] },
  { name: 'Fluoxetine', aliases: ['prozac'], classes: ['ssris'] },
  { name: 'Levothyroxine', aliases: ['synthroid', 'levoxyl'], classes: [] },
  { name: 'Ethinyl Estradiol', aliases: [], classes: ['oral-contraceptives'] },
  { name: 'Digoxin', aliases: ['lanoxin'], classes: [] },
]
const rows: (InteractionRow & { id: number })[] = [
  { id: 1, medicationName: 'Warfarin', supplementName: 'Vitamin K', interactionType: 'major' },
  { id: 2, medicationName: 'Anticoagulants', supplementName: 'Omega-3 Fish Oil', interactionType: 'moderate' },
  { id: 3, medicationName: 'Anticoagulants', supplementName: 'Ginkgo Biloba', interactionType: 'major' },
  { id: 4, medicationName: 'SSRIs', supplementName: "St. John's Wort", interactionType: 'major' },
  { id: 5, medicationName: 'SSRIs', supplementName: '5-HTP', interactionType: 'major' },
  { id: 6, medicationName: 'Levothyroxine', supplementName: 'Calcium', interactionType: 'moderate' },
  { id: 7, medicationName: 'Oral Contraceptives', supplementName: "St. John's Wort", interactionType: 'major' },
  { id: 8, medicationName: 'Digoxin', supplementName: 'Licorice Root', interactionType: 'major' },
  { id: 9, medicationName: 'Levothyroxine', supplementName: 'Magnesium Glycinate', interactionType: 'minor' },
  { id: 10, medicationName: 'Sertraline', supplementName: 'Vitamin B12', interactionType: 'minor' },
]
const index = buildNameIndex({ supplements, medications, classes })
const ids = (medication?: string, supplement?: string) =>
  findInteractions(index, rows, { medication, supplement }).map((r) => r.interaction.id)
const RANK = { major: 0, moderate: 1, minor: 2 } as const

describe('normalizeName', () => {
  it('folds case, accents, apostrophes, punctuation and spaces', () => {
    expect(normalizeName('  St. John’s   WORT ')).toBe('st johns wort')
    expect(normalizeName("St John's wort")).toBe('st johns wort')
    expect(normalizeName('Échinacéa')).toBe('echinacea')
    expect(normalizeName('5-HTP')).toBe('5 htp')
    expect(normalizeName('EPA/DHA')).toBe('epa dha')
    expect(normalizeName('!!!')).toBe('')
  })
})

describe('resolving names', () => {
  it('finds a medication by brand name, by whole word and by prefix', () => {
    expect([...resolveMedications(index, 'Coumadin')]).toEqual(['Warfarin'])
    expect([...resolveMedications(index, 'warf')]).toEqual(['Warfarin'])
    expect([...resolveMedications(index, 'thinners')]).toEqual(['Warfarin', 'Apixaban'])
    expect([...resolveMedications(index, 'xy')]).toEqual([])
  })

  it('expands a class word to its members', () => {
    expect([...resolveMedications(index, 'blood thinner')].sort()).toEqual(['Apixaban', 'Warfarin'])
    expect([...resolveMedications(index, 'SSRI')].sort()).toEqual(['Fluoxetine', 'Sertraline'])
  })

  it('prefers an exact alias over looser matches', () => {
    expect([...resolveSupplements(index, 'magnesium')]).toEqual(['Magnesium Glycinate'])
    expect([...resolveSupplements(index, 'licorice')]).toEqual(['Licorice Root'])
    expect([...resolveSupplements(index, 'vitamin')].sort()).toEqual(['Vitamin B12', 'Vitamin K'])
  })
})

describe('findInteractions', () => {
  it('matches through brand names, classes and aliases and explains how', () => {
    const [hit] = findInteractions(index, rows, { medication: 'Coumadin', supplement: 'vitamin k2' })
    expect(hit!.interaction.id).toBe(1)
    expect(hit!.matchedVia).toEqual({ medication: 'coumadin → Warfarin', supplement: 'vitamin k2 → Vitamin K' })
    const [viaClass] = findInteractions(index, rows, { medication: 'Zoloft', supplement: "St John's Wort" })
    expect(viaClass!.interaction.id).toBe(4)
    expect(viaClass!.matchedVia.medication).toBe('zoloft → Sertraline, Sertraline ∈ SSRIs')
    expect(ids('blood thinner', 'fish oil')).toEqual([2])
    expect(ids('warfarin', 'fish oil')).toEqual([2])
    expect(ids('ssri', '5-htp')).toEqual([5])
    expect(ids('birth control pill', 'st. john’s wort')).toEqual([7])
    expect(ids('lanoxin', 'licorice')).toEqual([8])
  })

  it('treats a blank side as any, and both blank as everything, major first', () => {
    // Major, moderate, minor; within a level by medication, then supplement.
    expect(ids('', '')).toEqual([3, 8, 7, 5, 4, 1, 2, 6, 9, 10])
    expect(ids(' . ', '-')).toEqual(ids('', ''))
    expect(ids('synthroid', '  ')).toEqual([6, 9])
    expect(ids(undefined, 'st johns wort')).toEqual([7, 4])
  })

  it('finds nothing for unknown words', () => {
    expect(ids('aspirinx', 'vitamin k')).toEqual([])
    expect(ids('warfarin', 'unobtainium')).toEqual([])
  })
})

describe('properties', () => {
  const allNames = [
    ...supplements.flatMap((s) => [s.name, ...s.aliases]),
    ...medications.flatMap((m) => [m.name, ...m.aliases]),
    ...classes.flatMap((c) => [c.name, ...c.aliases]),
  ]
  const medicationNames = [...medications.flatMap((m) => [m.name, ...m.aliases]), ...classes.flatMap((c) => [c.name, ...c.aliases])]
  const supplementNames = supplements.flatMap((s) => [s.name, ...s.aliases])
  const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'ï', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' }

  /** Rewrites a query the ways people type it: case, accents, punctuation, extra spaces. */
  const disguise = (value: string) =>
    fc
      .tuple(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: value.length, maxLength: value.length }),
        fc.constantFrom('', ' ', '  ', '.', ' - ')
      )
      .map(
        ([choices, padding]) =>
          padding +
          [...value]
            .map((ch, i) => {
              const choice = choices[i]!
              if (ch === ' ') return choice % 2 ? '  ' : choice === 2 ? ' - ' : ' '
              if (choice === 1) return ch.toUpperCase()
              if (choice === 2 && ACCENTED[ch.toLowerCase()]) return ACCENTED[ch.toLowerCase()]!
              if (choice === 3 && ch === "'") return '’'
              return ch
            })
            .join('') +
          padding
      )

  const queryText = fc.oneof(fc.constantFrom('', ...allNames), fc.string({ maxLength: 8 }))

  it('case, accents, punctuation and extra spaces never change the result', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', ...medicationNames).chain((m) => fc.tuple(fc.constant(m), disguise(m))),
        fc.constantFrom('', ...supplementNames).chain((s) => fc.tuple(fc.constant(s), disguise(s))),
        ([m, mDisguised], [s, sDisguised]) => {
          expect(ids(mDisguised, sDisguised)).toEqual(ids(m, s))
        }
      )
    )
  })

  it('results are always sorted by severity', () => {
    fc.assert(
      fc.property(queryText, queryText, (m, s) => {
        const ranks = findInteractions(index, rows, { medication: m, supplement: s }).map((r) => RANK[r.interaction.interactionType])
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      })
    )
  })

  it('a query equal to any alias finds that entity', () => {
    for (const s of supplements) for (const alias of [s.name, ...s.aliases]) expect(resolveSupplements(index, alias)).toContain(s.name)
    for (const m of medications) for (const alias of [m.name, ...m.aliases]) expect(resolveMedications(index, alias)).toContain(m.name)
    for (const c of classes) {
      const members = medications
        .filter((m) => m.classes.some((k) => [c.name, c.slug].map(normalizeName).includes(normalizeName(k))))
        .map((m) => m.name)
      for (const alias of [c.name, ...c.aliases]) expect([...resolveMedications(index, alias)].sort()).toEqual(members.sort())
    }
  })
})
