/** Reference-data files for tests: the real ones in database/data and small fixtures. */
import { fileURLToPath } from 'node:url'
import { readReferenceFiles } from '#services/reference_data/files'

export const FIXTURE_DIR = fileURLToPath(new URL('../fixtures/reference/', import.meta.url))

/** A fresh, mutable copy of the fixture files. */
export function fixtureFiles(): any {
  return structuredClone(readReferenceFiles(FIXTURE_DIR).raw)
}
