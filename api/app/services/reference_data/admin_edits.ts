/**
 * Reference data edited by administrators (ADR 0035). An edit is a whole record in the files'
 * shape, stored in `reference_admin_edits` and laid over the files on every seed: a supplement
 * replaces the file's record with the same slug (or is added), an interaction the file's record
 * for the same medication and supplement. So the seeder only ever sees one set of records, the
 * validator checks edits and files together, and an edit survives a restart and a seed from
 * changed files. Every admin change adds one to `reference_admin_revision`; the served version
 * is the files' version hashed with it, so each change is a new version clients refetch.
 */
import { createHash } from 'node:crypto'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { normalizeName, type InteractionRecord, type SupplementRecord } from '@dosewise/sync-protocol'
import type { RawReferenceFiles } from './files.js'

export type EditKind = 'supplement' | 'interaction'

export interface AdminEdits {
  supplements: SupplementRecord[]
  interactions: InteractionRecord[]
}

/** The key the seeder matches an interaction row by. */
export const interactionKey = (r: { medication: string; supplement: string }) =>
  `${normalizeName(r.medication)}|${normalizeName(r.supplement)}`

export const editKey = (kind: EditKind, record: SupplementRecord | InteractionRecord) =>
  kind === 'supplement' ? (record as SupplementRecord).slug : interactionKey(record as InteractionRecord)

export async function readAdminEdits(client: QueryClientContract): Promise<AdminEdits> {
  const rows = await client.from('reference_admin_edits').orderBy('id')
  const edits: AdminEdits = { supplements: [], interactions: [] }
  for (const row of rows) {
    const record = JSON.parse(String(row.record))
    if (row.kind === 'supplement') edits.supplements.push(record)
    else if (row.kind === 'interaction') edits.interactions.push(record)
  }
  return edits
}

export async function readRevision(client: QueryClientContract): Promise<number> {
  const row = await client.from('reference_admin_revision').where('id', 1).first()
  return Number(row?.revision ?? 0)
}

/** Adds one to the revision; as the first write of a transaction it also serialises admin changes. */
export async function bumpRevision(client: QueryClientContract): Promise<number> {
  const updated = await client.from('reference_admin_revision').where('id', 1).increment('revision', 1)
  if (!updated || (Array.isArray(updated) && updated.length === 0)) {
    await client.table('reference_admin_revision').insert({ id: 1, revision: 1 })
  }
  return readRevision(client)
}

/** Stores (or replaces) one edit; the caller bumps the revision and re-seeds in the same transaction. */
export async function saveAdminEdit(client: QueryClientContract, kind: EditKind, record: SupplementRecord | InteractionRecord) {
  const now = new Date()
  const key = editKey(kind, record)
  const json = JSON.stringify(record)
  const existing = await client.from('reference_admin_edits').where('kind', kind).where('record_key', key).first()
  if (existing) {
    await client.from('reference_admin_edits').where('id', existing.id).update({ record: json, updated_at: now })
  } else {
    await client.table('reference_admin_edits').insert({ kind, record_key: key, record: json, created_at: now, updated_at: now })
  }
}

/** The files with the edits laid over them (a fresh copy; the files' own order kept). */
export function withAdminEdits(raw: RawReferenceFiles, edits: AdminEdits): RawReferenceFiles {
  const merged = structuredClone(raw) as Record<string, any>
  const supplements: any[] = merged.supplements?.supplements ?? []
  for (const record of edits.supplements) {
    const at = supplements.findIndex((s) => s?.slug === record.slug)
    if (at >= 0) supplements[at] = record
    else supplements.push(record)
  }
  merged.supplements = { ...merged.supplements, supplements }
  const interactions: any[] = merged.interactions?.interactions ?? []
  for (const record of edits.interactions) {
    const key = interactionKey(record)
    const at = interactions.findIndex(
      (i) => typeof i?.medication === 'string' && typeof i?.supplement === 'string' && interactionKey(i) === key
    )
    if (at >= 0) interactions[at] = record
    else interactions.push(record)
  }
  merged.interactions = { ...merged.interactions, interactions }
  return merged as RawReferenceFiles
}

/** Revision 0 serves the files' own version (nothing edited yet); any other, a new one. */
export function servedVersion(fileVersion: string, revision: number): string {
  if (revision === 0) return fileVersion
  return createHash('sha256').update(`${fileVersion}+admin${revision}`).digest('hex').slice(0, 16)
}
