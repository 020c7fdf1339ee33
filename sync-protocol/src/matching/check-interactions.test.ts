import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildInteractionCatalogue, checkInteractionCatalogue, searchInteractionCatalogue } from './catalogue.js'
import { completeName } from './complete-name.js'

const catalogue = buildInteractionCatalogue({
  supplements: [
    { id: 1, name: 'Omega-3 Fish Oil', aliases: ['fish oil', 'omega 3'] },
    { id: 2, name: 'Vitamin K', aliases: ['phytonadione'] },
    { id: 3, name: 'Magnesium', aliases: ['magnesium citrate'] },
  ],
  medications: [
    { id: 1, name: 'Warfarin', aliases: ['coumadin', 'jantoven'], classes: ['Anticoagulants'] },
    { id: 2, name: 'Rivaroxaban', aliases: ['xarelto'], classes: ['Anticoagulants'] },
    { id: 3, name: 'Levothyroxine', aliases: ['levoxyl', 'synthroid'], classes: [] },
  ],
  classes: [{ id: 1, name: 'Anticoagulants', slug: 'anticoagulants', aliases: ['blood thinner'] }],
  interactions: [
    { id: 1, medicationName: 'Warfarin', supplementName: 'Vitamin K', interactionType: 'major' as const },
    { id: 2, medicationName: 'Anticoagulants', supplementName: 'Omega-3 Fish Oil', interactionType: 'moderate' as const },
    { id: 3, medicationName: 'Levothyroxine', supplementName: 'Magnesium', interactionType: 'moderate' as const },
  ],
})
const ids = (medication: string, supplement: string) =>
  checkInteractionCatalogue(catalogue, { medication, supplement }).results.map((r) => r.id)
const unchecked = (medication: string, supplement: string) =>
  checkInteractionCatalogue(catalogue, { medication, supplement }).unchecked.map((u) => u.text)

describe('the checker reads what people type and says what it could not check', () => {
  it('finds rows for names written with doses, brands and several per side', () => {
    expect(ids('Coumadin 5 mg daily', 'fishoil')).toEqual([2])
    expect(ids('Levoxyl 50 mcg each morning before breakfast', 'magnesium 200 mg')).toEqual([3])
    expect(ids('warfarin, levoxyl', '')).toEqual([1, 2, 3])
  })

  it('keeps the old search for a single name, prefix or class word', () => {
    expect(ids('warf', '')).toEqual([1, 2])
    expect(ids('blood thinner', 'fish')).toEqual([2])
  })

  it('reports a typo as unchecked, with the near spelling suggested, never as "no interactions"', () => {
    const check = checkInteractionCatalogue(catalogue, { medication: 'coumadn', supplement: 'fish oil' })
    expect(check.results).toEqual([])
    expect(check.unchecked).toEqual([
      { side: 'medication', text: 'coumadn', suggestions: [{ kind: 'medication', name: 'Warfarin', label: 'coumadin' }] },
    ])
    expect(unchecked('warfarin, xyzzy tablets', 'vitamin k')).toEqual(['xyzzy'])
    expect(ids('warfarin, xyzzy tablets', 'vitamin k')).toEqual([1])
  })

  it('does not call a side with no medicine in it checked', () => {
    expect(unchecked('5 mg', 'fish oil')).toEqual(['5 mg'])
    expect(unchecked('fish oil', '')).toEqual(['fish oil'])
  })

  it('answers the API search with the same rows', () => {
    expect(searchInteractionCatalogue(catalogue, { medication: 'Coumadin 5mg', supplement: '' }).map((r) => r.id)).toEqual([1, 2])
  })

  it('property: a recognised name with a dose never yields an empty, fully checked answer when a pair exists', () => {
    const medicines = ['warfarin', 'Coumadin', 'JANTOVEN', 'xarelto', 'levoxyl', 'Synthroid']
    const supplements = ['vitamin k', 'fish oil', 'omega 3', 'magnesium citrate', 'phytonadione']
    const dressing = ['', ' 5 mg', ' 2.5mg daily', ' 1 tab by mouth at night', ' (for my heart)', ' 50 mcg each morning']
    fc.assert(
      fc.property(
        fc.constantFrom(...medicines),
        fc.constantFrom(...supplements),
        fc.constantFrom(...dressing),
        fc.constantFrom(...dressing),
        (m, s, dm, ds) => {
          const plain = checkInteractionCatalogue(catalogue, { medication: m, supplement: s })
          const dressed = checkInteractionCatalogue(catalogue, { medication: m + dm, supplement: s + ds })
          expect(dressed.results.map((r) => r.id)).toEqual(plain.results.map((r) => r.id))
          expect(dressed.unchecked).toEqual([])
        }
      )
    )
  })
})

describe('completeName', () => {
  it('offers names that start with what was typed, the field’s own kind first', () => {
    expect(completeName(catalogue.index, 'cou', 'medication')).toEqual([{ kind: 'medication', name: 'Warfarin', label: 'coumadin' }])
    expect(completeName(catalogue.index, 'blood', 'medication')[0]).toEqual({
      kind: 'class',
      name: 'Anticoagulants',
      label: 'blood thinner',
    })
    expect(completeName(catalogue.index, 'oil', 'supplement').map((c) => c.label)).toEqual(['fish oil', 'Omega-3 Fish Oil'])
    expect(completeName(catalogue.index, 'ma', 'supplement').map((c) => c.label)).toEqual(['Magnesium', 'magnesium citrate'])
  })

  it('offers nothing for a single character', () => {
    expect(completeName(catalogue.index, 'w', 'medication')).toEqual([])
  })
})
