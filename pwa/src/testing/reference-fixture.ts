/**
 * A small reference snapshot in the shape GET /api/reference/snapshot sends
 * (referenceSnapshotSchema), with names and pairs taken from the knowledge base
 * (api/database/data): enough to exercise aliases, classes and all three levels. Test-only.
 */
import type { InteractionType, ReferenceSnapshot } from '@dosewise/sync-protocol'

type Named = { id: number; name: string; aliases: string[] }

function supplement({ id, name, aliases }: Named): ReferenceSnapshot['supplements'][number] {
  return {
    id,
    slug: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    name,
    aliases,
    category: 'Other',
    description: `${name} supplement.`,
    price: 1299,
    dosage: '1 capsule',
    timing: 'With food',
    benefits: ['General wellbeing'],
    research: null,
    contraindications: [],
    interactions: [],
    affiliateProgramId: null,
    productUrl: null,
    upperLimit: null,
    timingRules: null,
    evidence: [],
    sources: [{ title: `${name} fact sheet`, publisher: 'NIH ODS', url: 'https://ods.od.nih.gov/factsheets/' }],
    goals: [],
    diets: [],
    professions: [],
    ages: [],
    hobbies: [],
    notForDiets: [],
    allergens: [],
    avoidIf: [],
    nutrients: [],
    labMarkers: [],
    requiresLowLab: false,
    recommendable: true,
  }
}

function interaction(id: number, medicationName: string, supplementName: string, interactionType: InteractionType) {
  return {
    id,
    medicationName,
    supplementName,
    interactionType,
    description: `${supplementName} changes how ${medicationName} works.`,
    recommendation: `Talk to your prescriber before combining ${supplementName} with ${medicationName}.`,
    evidence: 'established' as const,
    sources: [
      { title: `${medicationName} and ${supplementName}`, publisher: 'MedlinePlus', url: `https://medlineplus.gov/druginfo/${id}.html` },
    ],
  }
}

export const FIXTURE_SUPPLEMENTS: Named[] = [
  { id: 1, name: 'Vitamin K', aliases: ['k2', 'mk-7', 'phylloquinone', 'vitamin k1', 'vitamin k2'] },
  { id: 2, name: 'Omega-3 Fish Oil', aliases: ['dha', 'epa', 'fish oil', 'omega 3'] },
  { id: 3, name: "St. John's Wort", aliases: ['hypericum', 'st johns wort'] },
  { id: 4, name: 'Vitamin D3', aliases: ['cholecalciferol', 'd3', 'vitamin d'] },
  { id: 5, name: 'Magnesium Glycinate', aliases: ['magnesium'] },
  { id: 6, name: 'Ginkgo Biloba', aliases: ['ginkgo'] },
  { id: 7, name: '5-HTP', aliases: ['5 hydroxytryptophan'] },
]

export function referenceFixture(version = '0123456789abcdef', options: { interactions?: boolean } = {}): ReferenceSnapshot {
  return {
    version,
    supplements: FIXTURE_SUPPLEMENTS.map(supplement),
    medications: [
      { id: 1, name: 'Warfarin', aliases: ['coumadin', 'jantoven'], classes: ['anticoagulants'], timing: null },
      { id: 2, name: 'Apixaban', aliases: ['eliquis'], classes: ['anticoagulants'], timing: null },
      { id: 3, name: 'Sertraline', aliases: ['zoloft'], classes: ['ssris'], timing: null },
      { id: 4, name: 'Levothyroxine', aliases: ['synthroid'], classes: [], timing: null },
    ],
    classes: [
      { id: 1, slug: 'anticoagulants', name: 'Anticoagulants', aliases: ['blood thinner', 'blood thinners'] },
      { id: 2, slug: 'ssris', name: 'SSRIs', aliases: ['ssri'] },
    ],
    interactions:
      options.interactions === false
        ? []
        : [
            interaction(1, 'Warfarin', 'Vitamin K', 'major'),
            interaction(2, 'Anticoagulants', 'Omega-3 Fish Oil', 'moderate'),
            interaction(3, 'Anticoagulants', 'Ginkgo Biloba', 'major'),
            interaction(4, 'SSRIs', "St. John's Wort", 'major'),
            interaction(5, 'SSRIs', '5-HTP', 'major'),
            interaction(6, 'Levothyroxine', 'Magnesium Glycinate', 'minor'),
          ],
    professionStats: [],
  }
}
