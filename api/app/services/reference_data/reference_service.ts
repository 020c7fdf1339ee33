/**
 * Reads of the reference data for the API. The interaction search runs the sync-protocol
 * matcher over an index built once per data version, the same code the PWA runs offline.
 */
import {
  buildInteractionCatalogue,
  searchInteractionCatalogue,
  type InteractionCatalogue,
  type JobCategory,
  type ReferenceInteraction,
  type ReferenceSnapshot,
} from '@dosewise/sync-protocol'
import DrugInteraction from '#models/drug_interaction'
import Medication from '#models/medication'
import MedicationClass from '#models/medication_class'
import ProfessionStat from '#models/profession_stat'
import Supplement from '#models/supplement'
import SupplementAlias from '#models/supplement_alias'
import { NotFoundException } from '#exceptions/app_exceptions'
import type { InteractionQuery } from '#validators/reference'
import { storedReferenceSeed, storedReferenceVersion } from './seeder.js'
import {
  serializeInteraction,
  serializeMedication,
  serializeMedicationClass,
  serializeProfessionStat,
  serializeSupplement,
} from './serializers.js'

export async function referenceVersion(): Promise<string | null> {
  return storedReferenceVersion()
}

/** A positive integer id from a route parameter, or null (→ 404, never a 500). */
export function parseId(value: unknown): number | null {
  const text = String(value ?? '')
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= 2_147_483_647 ? id : null
}

export async function listSupplements() {
  const rows = await Supplement.query().preload('aliases').orderBy('name')
  return rows.map(serializeSupplement)
}

export async function getSupplement(idParam: unknown) {
  const id = parseId(idParam)
  const row = id === null ? null : await Supplement.query().where('id', id).preload('aliases').first()
  if (!row) throw new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')
  return serializeSupplement(row)
}

export async function professionSupplements(jobCategory: JobCategory) {
  const stats = await ProfessionStat.query()
    .where('job_category', jobCategory)
    .preload('supplement')
    .orderBy('popularity_score', 'desc')
    .orderBy('id')
  return stats.map((s) => ({
    id: s.supplement.id,
    name: s.supplement.name,
    effectivenessRating: Number(s.effectivenessRating),
    userCount: s.userCount,
    popularityScore: s.popularityScore,
  }))
}

export async function professionStats(jobCategory: JobCategory) {
  const stats = await ProfessionStat.query().where('job_category', jobCategory).orderBy('popularity_score', 'desc').orderBy('id')
  return stats.map(serializeProfessionStat)
}

export type Catalogue = InteractionCatalogue<ReferenceInteraction> & { version: string | null }
let cache: (Catalogue & { seed: string }) | null = null

/**
 * The snapshot as last built, for the seed it was built from. Building it reads every reference
 * table through the models and costs 80–150 ms of CPU (the costliest request of
 * `npm run bench:load`, ADR 0043); the data only changes with a seed, so it is built once per seed.
 * Callers read it and never change it (it is shared by every request).
 */
let snapshotCache: { seed: string; snapshot: ReferenceSnapshot } | null = null

/**
 * Drops what is built in memory from the reference tables — the interaction catalogue and the
 * snapshot (an administrator's 'Clear Cache'); true if there was a catalogue.
 */
export function resetInteractionCatalogue(): boolean {
  const had = cache !== null
  cache = null
  snapshotCache = null
  return had
}

/** Rebuilt when the stored seed changes (a seed, or another process's seed). */
export async function interactionCatalogue(): Promise<Catalogue> {
  const stored = await storedReferenceSeed()
  const version = stored?.version ?? null
  if (cache && stored && cache.seed === stored.seed) return cache
  const [supplements, aliases, medications, classes, rows] = await Promise.all([
    Supplement.query().select('id', 'name'),
    SupplementAlias.query(),
    Medication.query(),
    MedicationClass.query(),
    DrugInteraction.query(),
  ])
  const aliasesOf = new Map<number, string[]>()
  for (const a of aliases) aliasesOf.set(a.supplementId, [...(aliasesOf.get(a.supplementId) ?? []), a.alias])
  // The shared builder puts rows and aliases in one canonical order, so the offline checker
  // (built from the snapshot) explains every match exactly as this does.
  const catalogue = buildInteractionCatalogue({
    supplements: supplements.map((s) => ({ id: s.id, name: s.name, aliases: aliasesOf.get(s.id) ?? [] })),
    medications: medications.map((m) => ({ id: m.id, name: m.name, aliases: m.aliases, classes: m.classes })),
    classes: classes.map((c) => ({ id: c.id, name: c.name, slug: c.slug, aliases: c.aliases })),
    interactions: rows.map(serializeInteraction),
  })
  if (stored) cache = { ...catalogue, version, seed: stored.seed }
  return { ...catalogue, version }
}

export async function searchInteractions({ medication, supplement }: InteractionQuery) {
  return searchInteractionCatalogue(await interactionCatalogue(), { medication, supplement })
}

export async function snapshot(): Promise<ReferenceSnapshot> {
  const stored = await storedReferenceSeed()
  if (snapshotCache && stored && snapshotCache.seed === stored.seed) return snapshotCache.snapshot
  const built = await buildSnapshot(stored?.version ?? '')
  if (stored) snapshotCache = { seed: stored.seed, snapshot: built }
  return built
}

async function buildSnapshot(version: string): Promise<ReferenceSnapshot> {
  const [supplements, { interactions }, medications, classes, stats] = await Promise.all([
    listSupplements(),
    interactionCatalogue(),
    Medication.query().orderBy('name'),
    MedicationClass.query().orderBy('name'),
    ProfessionStat.query().orderBy('job_category').orderBy('popularity_score', 'desc').orderBy('id'),
  ])
  return {
    version,
    supplements,
    interactions,
    medications: medications.map(serializeMedication),
    classes: classes.map(serializeMedicationClass),
    professionStats: stats.map(serializeProfessionStat),
  }
}
