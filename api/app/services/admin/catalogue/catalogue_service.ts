/**
 * The admin Supplements tab (issue 16, ADR 0035): its counts, the catalogue a page at a time,
 * one supplement as a whole record to edit, adding or changing one, and a new served version on
 * demand ('Update Interactions'). Writes go through `changeReference`: validated with the files,
 * seeded, audit-logged.
 */
import db from '@adonisjs/lucid/services/db'
import { normalizeName, type AdminCataloguePage, type AdminCatalogueStats, type SupplementRecord } from '@dosewise/sync-protocol'
import { ConflictException, NotFoundException, ValidationFailedException } from '#exceptions/app_exceptions'
import { readAdminEdits, saveAdminEdit } from '#services/reference_data/admin_edits'
import { AWAITING_SPECIFIC_SOURCE } from '#services/reference_data/fact_checks'
import { loadEffectiveReference } from '#services/reference_data/reference_loader'
import { storedReferenceVersion } from '#services/reference_data/seeder'
import { changeReference } from './reference_change.js'

export const CATALOGUE_PAGE_SIZE = 20

/** Interaction alerts are the 'warning' notifications `alerts/interaction_alerts.ts` titles so. */
export const INTERACTION_ALERT_TITLE = 'Possible interaction:%'

export async function catalogueStats(): Promise<AdminCatalogueStats> {
  const [supplements, interactions, alerts] = await Promise.all([
    db.from('supplements').select('name'),
    db.from('drug_interactions').count('* as total').first(),
    db.from('notifications').where('type', 'warning').whereLike('title', INTERACTION_ALERT_TITLE).count('* as total').first(),
  ])
  const pending = supplements.map((s) => String(s.name)).filter((name) => AWAITING_SPECIFIC_SOURCE.has(name))
  return {
    activeSupplements: supplements.length,
    pendingReview: pending.length,
    pendingReviewNames: pending.sort(),
    interactionAlerts: Number(alerts?.total ?? 0),
    interactions: Number(interactions?.total ?? 0),
    version: (await storedReferenceVersion()) ?? '',
  }
}

/** Names containing `search` (any case), by name, `page` counted from 1. */
export async function listCatalogue(search: string, page: number): Promise<AdminCataloguePage> {
  const pattern = `%${search
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const filtered = () => {
    const query = db.from('supplements')
    if (search.trim()) query.whereRaw(`lower(name) like ? escape '\\'`, [pattern])
    return query
  }
  const [total, rows, edits] = await Promise.all([
    filtered().count('* as total').first(),
    filtered()
      .select('id', 'slug', 'name', 'category')
      .orderBy('name')
      .orderBy('id')
      .limit(CATALOGUE_PAGE_SIZE)
      .offset((page - 1) * CATALOGUE_PAGE_SIZE),
    readAdminEdits(db.connection()),
  ])
  const edited = new Set(edits.supplements.map((s) => s.slug))
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug ?? null,
      name: String(row.name),
      category: String(row.category),
      origin: row.slug && edited.has(row.slug) ? 'admin' : 'seed',
      awaitingSource: AWAITING_SPECIFIC_SOURCE.has(String(row.name)),
    })),
    total: Number(total?.total ?? 0),
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
  }
}

/** The supplement as the knowledge base holds it (files plus edits), for the edit form. */
export async function supplementRecord(slug: string): Promise<SupplementRecord> {
  const { data } = await loadEffectiveReference()
  const record = data.supplements.supplements.find((s) => s.slug === slug)
  if (!record) throw new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')
  return record
}

/**
 * Adds a supplement (`slug` null) or changes the one with `slug`. A new one may not take a slug or
 * name already in the catalogue; a change keeps its slug (other records do not point at slugs,
 * but the edit is keyed by it).
 */
export async function saveSupplement(adminId: number, slug: string | null, record: SupplementRecord) {
  const { data } = await loadEffectiveReference()
  const existing = data.supplements.supplements
  if (slug === null) {
    if (existing.some((s) => s.slug === record.slug)) {
      throw new ValidationFailedException([{ field: 'slug', message: 'A supplement with this slug is already in the catalogue' }])
    }
    if (existing.some((s) => normalizeName(s.name) === normalizeName(record.name))) {
      throw new ValidationFailedException([{ field: 'name', message: 'A supplement with this name is already in the catalogue' }])
    }
  } else {
    if (!existing.some((s) => s.slug === slug)) throw new NotFoundException('Supplement not found', 'E_SUPPLEMENT_NOT_FOUND')
    if (record.slug !== slug) throw new ValidationFailedException([{ field: 'slug', message: 'The slug of a supplement cannot change' }])
  }
  const action = slug === null ? 'supplement.add' : 'supplement.edit'
  const names = [record.name, ...existing.filter((s) => s.slug === slug).map((s) => s.name)]
  const { version } = await changeReference(adminId, action, { slug: record.slug, name: record.name }, names, (trx) =>
    saveAdminEdit(trx, 'supplement', record)
  )
  const row = await db.from('supplements').where('slug', record.slug).select('id').first()
  if (!row) throw new ConflictException('The supplement was not stored')
  return { id: Number(row.id), slug: record.slug, version }
}

/** 'Update Interactions': a new served version, so every device refetches its snapshot. */
export async function publishNewVersion(adminId: number) {
  return changeReference(adminId, 'reference.publish', {}, [], async () => {})
}
