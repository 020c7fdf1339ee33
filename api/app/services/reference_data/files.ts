/**
 * Reads the reference-data files (database/data/*.json, shapes in its README) and computes
 * their version: the first 16 hex digits of the SHA-256 of the canonical JSON of all files,
 * so the version changes exactly when some content changes (not formatting or key order).
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../database/data/', import.meta.url))

/** File name → key of the parsed bundle (and of referenceFilesSchema). */
export const REFERENCE_FILES = {
  supplements: 'supplements.json',
  medications: 'medications.json',
  interactions: 'interactions.json',
  professions: 'professions.json',
  affiliatePrograms: 'affiliate_programs.json',
  forums: 'forums.json',
  successStories: 'success_stories.json',
  education: 'education.json',
} as const
export type ReferenceFileKey = keyof typeof REFERENCE_FILES

/** What each file holds when it is absent: its list keys, empty. */
const EMPTY: Record<ReferenceFileKey, Record<string, unknown[]>> = {
  supplements: { supplements: [] },
  medications: { medications: [], classes: [] },
  interactions: { interactions: [] },
  professions: { stats: [] },
  affiliatePrograms: { programs: [] },
  forums: { forums: [] },
  successStories: { stories: [] },
  education: { articles: [] },
}

export type RawReferenceFiles = Record<ReferenceFileKey, unknown>

export class ReferenceFileError extends Error {}

export function readReferenceFiles(dir: string = DEFAULT_DATA_DIR): { raw: RawReferenceFiles; missing: string[] } {
  const raw = {} as RawReferenceFiles
  const missing: string[] = []
  for (const [key, file] of Object.entries(REFERENCE_FILES) as [ReferenceFileKey, string][]) {
    const path = join(dir, file)
    if (!existsSync(path)) {
      missing.push(file)
      raw[key] = structuredClone(EMPTY[key])
      continue
    }
    try {
      raw[key] = JSON.parse(readFileSync(path, 'utf8'))
    } catch (error) {
      throw new ReferenceFileError(`${file}: not valid JSON (${(error as Error).message})`)
    }
  }
  return { raw, missing }
}

/** JSON with object keys sorted at every level; arrays keep their order (it is meaningful). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
    return `{${entries.join(',')}}`
  }
  return JSON.stringify(value)
}

export function referenceVersion(raw: RawReferenceFiles): string {
  const byFile = Object.fromEntries((Object.keys(REFERENCE_FILES) as ReferenceFileKey[]).map((key) => [REFERENCE_FILES[key], raw[key]]))
  return createHash('sha256').update(canonicalJson(byFile)).digest('hex').slice(0, 16)
}
