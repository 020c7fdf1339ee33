import { describe, expect, it } from 'vitest'
import { buildInteractionCatalogue, searchInteractionCatalogue } from './catalogue.js'

const input = {
  supplements: [
    { id: 2, name: 'SAMe', aliases: ['s-adenosyl-l-methionine', 's adenosyl methionine'] },
    { id: 1, name: 'Fish Oil', aliases: ['omega-3', 'fish oil omega 3'] },
  ],
  medications: [{ id: 1, name: 'Warfarin', aliases: ['Coumadin', 'Jantoven'], classes: ['anticoagulants'] }],
  classes: [{ id: 1, name: 'Anticoagulants', slug: 'anticoagulants', aliases: ['blood thinner'] }],
  interactions: [
    { id: 2, medicationName: 'Warfarin', supplementName: 'SAMe', interactionType: 'minor' as const },
    { id: 1, medicationName: 'Warfarin', supplementName: 'Fish Oil', interactionType: 'moderate' as const },
  ],
}

describe('the shared interaction catalogue', () => {
  it('answers the same, explanations included, whatever order rows and aliases come in', () => {
    const reversed = {
      supplements: [...input.supplements].reverse().map((s) => ({ ...s, aliases: [...s.aliases].reverse() })),
      medications: input.medications.map((m) => ({ ...m, aliases: [...m.aliases].reverse() })),
      classes: input.classes,
      interactions: [...input.interactions].reverse(),
    }
    for (const query of [{ supplement: 'meth' }, { medication: 'blood thinner' }, { medication: 'coum', supplement: 'omega' }, {}]) {
      expect(searchInteractionCatalogue(buildInteractionCatalogue(reversed), query)).toEqual(
        searchInteractionCatalogue(buildInteractionCatalogue(input), query)
      )
    }
  })

  it('lists every interaction most serious first', () => {
    expect(buildInteractionCatalogue(input).interactions.map((i) => i.id)).toEqual([1, 2])
  })
})
