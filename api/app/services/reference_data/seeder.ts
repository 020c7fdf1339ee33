/**
 * Writes validated reference data into the database in one transaction, idempotently: each
 * record is matched to its row by a natural key and updated in place (so ids never change and
 * an unchanged record writes nothing). Rows that vanished from the files are deleted only when
 * nothing references them; otherwise they are kept and reported.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow } from '@adonisjs/lucid/types/model'
import { normalizeName, type ReferenceFiles } from '@dosewise/sync-protocol'
import AffiliateProgram from '#models/affiliate_program'
import DrugInteraction from '#models/drug_interaction'
import EducationArticle from '#models/education_article'
import Forum from '#models/forum'
import Medication from '#models/medication'
import MedicationClass from '#models/medication_class'
import ProfessionStat from '#models/profession_stat'
import ReferenceVersion from '#models/reference_version'
import SuccessStory from '#models/success_story'
import Supplement from '#models/supplement'
import SupplementAlias from '#models/supplement_alias'
import User from '#models/user'

export interface SeedReport {
  created: number
  updated: number
  deleted: number
  /** Rows gone from the files but still referenced, kept: "supplements #12 (Foo): 3 references". */
  kept: string[]
}

type Trx = TransactionClientContract

/**
 * Upserts `records` into `model` by `keyOf`, then handles rows no record matched: `removable`
 * limits which of them are seed-owned (user-created rows are never touched) and
 * `referencesTo` counts what still points at one.
 */
async function sync<M extends LucidModel, R>(
  trx: Trx,
  report: SeedReport,
  model: M,
  records: readonly R[],
  options: {
    /** Natural keys, most specific first; a record takes the first unclaimed row one matches. */
    keyOfRow: (row: InstanceType<M>) => string | null | Array<string | null>
    keyOf: (record: R) => string | string[]
    attributes: (record: R) => Partial<InstanceType<M>> | Promise<Partial<InstanceType<M>>>
    removable?: (row: InstanceType<M>) => boolean
    referencesTo?: (row: InstanceType<M>) => Promise<number>
    label?: (row: InstanceType<M>) => string
  }
): Promise<{ rows: Map<string, InstanceType<M>>; sweep: () => Promise<void> }> {
  const rows = (await model.query({ client: trx }).orderBy('id')) as InstanceType<M>[]
  const byKey = new Map<string, InstanceType<M>>()
  for (const row of rows) {
    for (const key of ([] as Array<string | null>).concat(options.keyOfRow(row))) {
      if (key !== null && !byKey.has(key)) byKey.set(key, row)
    }
  }
  const claimed = new Set<InstanceType<M>>()
  const result = new Map<string, InstanceType<M>>()
  for (const record of records) {
    const keys = ([] as string[]).concat(options.keyOf(record))
    const key = keys[0]!
    const attributes = await options.attributes(record)
    let row = keys.map((k) => byKey.get(k)).find((candidate) => candidate && !claimed.has(candidate))
    if (row) {
      claimed.add(row)
      row.merge(attributes as any)
      if (row.$isDirty) {
        await row.useTransaction(trx).save()
        report.updated++
      }
    } else {
      row = (await model.create(attributes as any, { client: trx })) as InstanceType<M>
      claimed.add(row)
      report.created++
    }
    result.set(key, row)
  }
  // Deleting waits until every table is upserted: a row is only unreferenced once the rows
  // that pointed at it have moved on.
  const sweep = async () => {
    for (const row of rows) {
      if (claimed.has(row) || (options.removable && !options.removable(row))) continue
      const references = options.referencesTo ? await options.referencesTo(row) : 0
      if (references > 0) {
        report.kept.push(
          `${model.table} #${(row as LucidRow & { id: number }).id} (${options.label?.(row) ?? ''}): ${references} reference(s)`
        )
        continue
      }
      await row.useTransaction(trx).delete()
      report.deleted++
    }
  }
  return { rows: result, sweep }
}

async function countReferences(trx: Trx, refs: Array<[table: string, column: string]>, id: number) {
  let total = 0
  for (const [table, column] of refs) {
    const row = await trx.from(table).where(column, id).count('* as total').first()
    total += Number(row?.total ?? 0)
  }
  return total
}

const key = (...parts: string[]) => parts.map(normalizeName).join('|')

/** Seeded stories need an author; these accounts have no password and cannot sign in. */
async function storyAuthor(trx: Trx, firstName: string | null | undefined) {
  const name = firstName?.trim() || 'Dosewise'
  const username = `story-${normalizeName(name).replace(/ /g, '-') || 'author'}`.slice(0, 50)
  const email = `${username}@stories.dosewise.invalid`
  const existing = await User.query({ client: trx }).where('email', email).first()
  if (existing) return existing
  return User.create({ email, username, firstName: name, emailVerified: false, role: 'user' }, { client: trx })
}

/** Seeds in its own transaction, or in `outer` (an admin change writing its edit in the same one). */
export async function seedReferenceData(data: ReferenceFiles, version: string, outer?: Trx): Promise<SeedReport> {
  const report: SeedReport = { created: 0, updated: 0, deleted: 0, kept: [] }
  const run = async (trx: Trx) => {
    const programs = await sync(trx, report, AffiliateProgram, data.affiliatePrograms.programs, {
      keyOfRow: (r) => r.slug,
      keyOf: (p) => p.slug,
      attributes: (p) => ({
        slug: p.slug,
        name: p.name,
        description: p.description ?? null,
        baseUrl: p.baseUrl,
        commissionRate: p.commissionRate,
        trackingParam: p.trackingParam,
        affiliateId: p.affiliateId,
        isActive: p.isActive,
      }),
      removable: (r) => r.slug !== null,
      referencesTo: (r) =>
        countReferences(
          trx,
          [
            ['supplements', 'affiliate_program_id'],
            ['affiliate_clicks', 'affiliate_program_id'],
            ['supplement_orders', 'affiliate_program_id'],
          ],
          r.id
        ),
      label: (r) => r.name,
    })

    const supplements = await sync(trx, report, Supplement, data.supplements.supplements, {
      // By slug, else by name: a slug fixed in the files re-keys the row instead of colliding.
      keyOfRow: (r) => [r.slug, `name:${normalizeName(r.name)}`],
      keyOf: (s) => [s.slug, `name:${normalizeName(s.name)}`],
      attributes: (s) => ({
        slug: s.slug,
        name: s.name,
        description: s.description,
        benefits: s.benefits,
        dosage: s.dosage,
        timing: s.timing,
        category: s.category,
        price: s.priceCents,
        interactions: s.interactions,
        contraindications: s.contraindications,
        research: s.research,
        affiliateProgramId: s.affiliateProgram ? programs.rows.get(s.affiliateProgram)!.id : null,
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
      }),
      removable: (r) => r.slug !== null,
      referencesTo: async (r) => {
        // Its stats cannot be in the files any more (the validator checks), so they go first.
        await trx.from('profession_stats').where('supplement_id', r.id).delete()
        return countReferences(
          trx,
          [
            ['affiliate_clicks', 'supplement_id'],
            ['recommendations', 'supplement_id'],
            ['supplement_orders', 'supplement_id'],
            ['subscriptions', 'supplement_id'],
            ['supplement_reviews', 'supplement_id'],
            ['supplement_stack_items', 'supplement_id'],
          ],
          r.id
        )
      },
      label: (r) => r.name,
    })
    const supplementsBySlug = supplements.rows
    const supplementId = new Map<string, number>()
    for (const s of data.supplements.supplements) supplementId.set(normalizeName(s.name), supplementsBySlug.get(s.slug)!.id)

    const aliases = data.supplements.supplements.flatMap((s) =>
      [...new Set(s.aliases)].map((alias) => ({ alias, supplementId: supplementsBySlug.get(s.slug)!.id }))
    )
    const aliasRows = await sync(trx, report, SupplementAlias, aliases, {
      keyOfRow: (r) => r.alias,
      keyOf: (a) => a.alias,
      attributes: (a) => a,
    })

    const classRows = await sync(trx, report, MedicationClass, data.medications.classes, {
      keyOfRow: (r) => r.slug,
      keyOf: (c) => c.slug,
      attributes: (c) => ({ slug: c.slug, name: c.name, aliases: c.aliases }),
    })
    const medicationRows = await sync(trx, report, Medication, data.medications.medications, {
      keyOfRow: (r) => normalizeName(r.name),
      keyOf: (m) => normalizeName(m.name),
      attributes: (m) => ({ name: m.name, aliases: m.aliases, classes: m.classes, timing: m.timing ?? null }),
    })
    const interactionRows = await sync(trx, report, DrugInteraction, data.interactions.interactions, {
      keyOfRow: (r) => key(r.medicationName, r.supplementName),
      keyOf: (i) => key(i.medication, i.supplement),
      attributes: (i) => ({
        medicationName: i.medication,
        supplementName: i.supplement,
        interactionType: i.severity,
        description: i.description,
        recommendation: i.recommendation,
        evidence: i.evidence,
        sources: i.sources,
      }),
    })
    const statRows = await sync(trx, report, ProfessionStat, data.professions.stats, {
      keyOfRow: (r) => `${r.jobCategory}|${r.supplementId}`,
      keyOf: (s) => `${s.jobCategory}|${supplementId.get(normalizeName(s.supplement))}`,
      attributes: (s) => ({
        jobCategory: s.jobCategory,
        supplementId: supplementId.get(normalizeName(s.supplement))!,
        popularityScore: s.popularityScore,
        effectivenessRating: s.effectivenessRating,
        userCount: s.userCount,
      }),
    })
    const forumRows = await sync(trx, report, Forum, data.forums.forums, {
      keyOfRow: (r) => r.slug ?? `name:${normalizeName(r.name)}`,
      keyOf: (f) => f.slug ?? `name:${normalizeName(f.name)}`,
      attributes: (f) => ({
        slug: f.slug ?? null,
        name: f.name,
        description: f.description ?? null,
        jobCategory: f.jobCategory ?? null,
        isActive: f.isActive,
      }),
      removable: (r) => r.slug !== null,
      referencesTo: (r) => countReferences(trx, [['forum_posts', 'forum_id']], r.id),
      label: (r) => r.name,
    })
    const storyRows = await sync(trx, report, SuccessStory, data.successStories.stories, {
      keyOfRow: (r) => r.slug ?? `title:${normalizeName(r.title)}`,
      keyOf: (s) => s.slug ?? `title:${normalizeName(s.title)}`,
      attributes: async (s) => ({
        slug: s.slug ?? null,
        title: s.title,
        story: s.story,
        supplementsUsed: s.supplementsUsed,
        duration: s.duration ?? null,
        isPublic: s.isPublic,
        isAnonymous: s.isAnonymous,
        likesCount: s.likesCount,
        userId: (await storyAuthor(trx, s.isAnonymous ? null : s.authorFirstName)).id,
      }),
      // Only seeded stories (with a slug) are the seed's to delete; users' stories have none.
      removable: (r) => r.slug !== null,
    })
    const articleRows = await sync(trx, report, EducationArticle, data.education.articles, {
      keyOfRow: (r) => r.slug,
      keyOf: (a) => a.slug,
      attributes: (a) => ({
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.body,
        tags: a.tags,
        readingMinutes: a.readingMinutes,
        sources: a.sources,
      }),
    })

    // Dependents first, so what they pointed at is free to go.
    for (const table of [
      statRows,
      storyRows,
      forumRows,
      articleRows,
      interactionRows,
      medicationRows,
      classRows,
      aliasRows,
      supplements,
      programs,
    ]) {
      await table.sweep()
    }

    // One row: the version the tables now hold.
    await ReferenceVersion.query({ client: trx }).delete()
    await ReferenceVersion.create({ version, seededAt: DateTime.now() }, { client: trx })
  }
  if (outer) await run(outer)
  else await db.transaction(run)
  return report
}

export async function storedReferenceVersion(client?: Trx): Promise<string | null> {
  if (client) return (await ReferenceVersion.query({ client }).orderBy('id', 'desc').first())?.version ?? null
  return (await storedReferenceSeed())?.version ?? null
}

/**
 * The seed the tables now hold: its content version and a key that changes with every seed that
 * wrote (each writes a new `reference_versions` row). In-memory caches of rows with their ids key
 * on `seed`, not on the version: content seeded again after a different one is the same version
 * with new ids.
 */
export async function storedReferenceSeed(): Promise<{ version: string; seed: string } | null> {
  const row = await ReferenceVersion.query().orderBy('id', 'desc').first()
  return row ? { version: row.version, seed: `${row.id}:${row.version}` } : null
}
