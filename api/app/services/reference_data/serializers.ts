/** Database rows → the read shapes in sync-protocol's schemas/reference.ts. */
import type { ReferenceInteraction, ReferenceSnapshot, ReferenceSupplement } from '@dosewise/sync-protocol'
import type DrugInteraction from '#models/drug_interaction'
import type Supplement from '#models/supplement'
import type Medication from '#models/medication'
import type MedicationClass from '#models/medication_class'
import type ProfessionStat from '#models/profession_stat'

export function serializeSupplement(s: Supplement): ReferenceSupplement {
  return {
    id: s.id,
    slug: s.slug ?? '',
    name: s.name,
    aliases: (s.aliases ?? []).map((a) => a.alias).sort(),
    category: s.category,
    description: s.description,
    price: s.price,
    dosage: s.dosage,
    timing: s.timing,
    benefits: s.benefits,
    research: s.research,
    contraindications: s.contraindications,
    interactions: s.interactions,
    affiliateProgramId: s.affiliateProgramId,
    productUrl: s.productUrl,
    upperLimit: (s.upperLimit as ReferenceSupplement['upperLimit']) ?? null,
    timingRules: (s.timingRules as ReferenceSupplement['timingRules']) ?? null,
    evidence: s.evidence,
    sources: s.sources,
    goals: s.goals,
    diets: s.diets,
    professions: s.professions,
    ages: s.ages,
    hobbies: s.hobbies,
    notForDiets: s.notForDiets,
    allergens: s.allergens,
    avoidIf: s.avoidIf,
    nutrients: s.nutrients,
    labMarkers: s.labMarkers,
    requiresLowLab: s.requiresLowLab,
    recommendable: s.recommendable,
  }
}

export function serializeInteraction(i: DrugInteraction): ReferenceInteraction {
  return {
    id: i.id,
    medicationName: i.medicationName,
    supplementName: i.supplementName,
    interactionType: i.interactionType,
    description: i.description,
    recommendation: i.recommendation,
    evidence: (i.evidence as ReferenceInteraction['evidence']) ?? null,
    sources: i.sources,
  }
}

export const serializeMedication = (m: Medication) => ({
  id: m.id,
  name: m.name,
  aliases: m.aliases,
  classes: m.classes,
  timing: (m.timing as ReferenceSnapshot['medications'][number]['timing']) ?? null,
})
export const serializeMedicationClass = (c: MedicationClass) => ({ id: c.id, slug: c.slug, name: c.name, aliases: c.aliases })
export const serializeProfessionStat = (p: ProfessionStat) => ({
  id: p.id,
  jobCategory: p.jobCategory,
  supplementId: p.supplementId,
  popularityScore: p.popularityScore,
  effectivenessRating: Number(p.effectivenessRating),
  userCount: p.userCount,
})
