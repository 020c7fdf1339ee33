/**
 * Start-up entry point: read the files, lay the administrators' edits over them (ADR 0035),
 * validate the whole, and seed when the served version is not the one the database holds.
 */
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReferenceFiles } from '@dosewise/sync-protocol'
import { readReferenceFiles, referenceVersion, DEFAULT_DATA_DIR } from './files.js'
import { validateReferenceData } from './validator.js'
import { seedReferenceData, storedReferenceVersion, type SeedReport } from './seeder.js'
import { readAdminEdits, readRevision, servedVersion, withAdminEdits } from './admin_edits.js'

export interface LoadResult {
  version: string
  skipped: boolean
  missing: string[]
  report: SeedReport | null
}

/** The files alone, validated, with their content version. */
export function loadReferenceFiles(dir: string = DEFAULT_DATA_DIR): { data: ReferenceFiles; version: string; missing: string[] } {
  const { raw, missing } = readReferenceFiles(dir)
  return { data: validateReferenceData(raw), version: referenceVersion(raw), missing }
}

/**
 * The files with the admin edits, validated together (throws ReferenceDataInvalidError listing
 * every problem), and the version they are served as.
 */
export async function loadEffectiveReference(
  client: QueryClientContract = db.connection(),
  dir: string = DEFAULT_DATA_DIR
): Promise<{ data: ReferenceFiles; version: string; fileVersion: string; missing: string[] }> {
  const { raw, missing } = readReferenceFiles(dir)
  const fileVersion = referenceVersion(raw)
  const [edits, revision] = await Promise.all([readAdminEdits(client), readRevision(client)])
  const data = validateReferenceData(withAdminEdits(raw, edits))
  return { data, version: servedVersion(fileVersion, revision), fileVersion, missing }
}

export async function loadReferenceData(
  options: { dir?: string; force?: boolean; trx?: TransactionClientContract } = {}
): Promise<LoadResult> {
  const { data, version, missing } = await loadEffectiveReference(options.trx ?? db.connection(), options.dir)
  if (!options.force && (await storedReferenceVersion(options.trx)) === version) {
    return { version, skipped: true, missing, report: null }
  }
  const report = await seedReferenceData(data, version, options.trx)
  return { version, skipped: false, missing, report }
}
