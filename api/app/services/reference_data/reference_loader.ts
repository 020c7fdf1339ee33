/**
 * Start-up entry point: read the files, validate, and seed when their version is not the one
 * the database already holds.
 */
import type { ReferenceFiles } from '@dosewise/sync-protocol'
import { readReferenceFiles, referenceVersion, DEFAULT_DATA_DIR } from './files.js'
import { validateReferenceData } from './validator.js'
import { seedReferenceData, storedReferenceVersion, type SeedReport } from './seeder.js'

export interface LoadResult {
  version: string
  skipped: boolean
  missing: string[]
  report: SeedReport | null
}

export function loadReferenceFiles(dir: string = DEFAULT_DATA_DIR): { data: ReferenceFiles; version: string; missing: string[] } {
  const { raw, missing } = readReferenceFiles(dir)
  return { data: validateReferenceData(raw), version: referenceVersion(raw), missing }
}

export async function loadReferenceData(options: { dir?: string; force?: boolean } = {}): Promise<LoadResult> {
  const { data, version, missing } = loadReferenceFiles(options.dir)
  if (!options.force && (await storedReferenceVersion()) === version) {
    return { version, skipped: true, missing, report: null }
  }
  const report = await seedReferenceData(data, version)
  return { version, skipped: false, missing, report }
}
