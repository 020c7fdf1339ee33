/**
 * Test-only: the real knowledge base (api/database/data/*.json, the source of truth the API
 * seeds from) as an engine reference, so the persona table and the properties run against the
 * facts users get. Ids follow file order, as a fresh seed assigns them. Reads files: never
 * import this from the package's entry point.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { referenceFilesSchema, type ReferenceSnapshot } from '../../schemas/reference.js'
import type { EngineReference } from '../prepare.js'

const DATA = fileURLToPath(new URL('../../../../api/database/data/', import.meta.url))
const read = (name: string) => JSON.parse(readFileSync(DATA + name, 'utf8'))

let cached: EngineReference | null = null

export function knowledgeBase(): EngineReference {
  if (cached) return cached
  const files = referenceFilesSchema.parse({
    supplements: read('supplements.json'),
    medications: read('medications.json'),
    interactions: read('interactions.json'),
    professions: read('professions.json'),
    affiliatePrograms: read('affiliate_programs.json'),
    forums: read('forums.json'),
    successStories: read('success_stories.json'),
    education: read('education.json'),
  })
  const supplements: ReferenceSnapshot['supplements'] = files.supplements.supplements.map((s, i) => ({
    id: i + 1,
    slug: s.slug,
    name: s.name,
    aliases: s.aliases,
    category: s.category,
    description: s.description,
    price: s.priceCents,
    dosage: s.dosage,
    timing: s.timing,
    benefits: s.benefits,
    research: s.research,
    contraindications: s.contraindications,
    interactions: s.interactions,
    affiliateProgramId: null,
    productUrl: s.productUrl ?? null,
    upperLimit: s.upperLimit,
    timingRules: s.timingRules,
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
  }))
  cached = {
    version: 'test',
    supplements,
    interactions: files.interactions.interactions.map((r, i) => ({
      id: i + 1,
      medicationName: r.medication,
      supplementName: r.supplement,
      interactionType: r.severity,
      description: r.description,
      recommendation: r.recommendation,
      evidence: r.evidence,
      sources: r.sources,
    })),
    medications: files.medications.medications.map((m, i) => ({
      id: i + 1,
      name: m.name,
      aliases: m.aliases,
      classes: m.classes,
      timing: m.timing ?? null,
    })),
    classes: files.medications.classes.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name, aliases: c.aliases })),
  }
  return cached
}
