/**
 * One admin change to the reference data (ADR 0035), in one transaction: the revision goes up
 * first (which also makes concurrent admin changes wait for each other), the change writes its
 * edits, the files plus every edit are validated together — the same validator and fact checks as
 * the files at start — and seeded as the new served version, and the audit row is written. A
 * problem rolls all of it back and becomes a 422 listing every problem.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { FieldError } from '@dosewise/sync-protocol'
import { ValidationFailedException } from '#exceptions/app_exceptions'
import { recordAdminAction } from '#services/admin/audit_log'
import { bumpRevision } from '#services/reference_data/admin_edits'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { ReferenceDataInvalidError } from '#services/reference_data/validator'

/** The record fields a problem's text can name (as in the validator's messages), to put it under that field. */
const FIELD_PATTERNS: Array<[RegExp, string]> = [
  [/\bsources?\b/, 'sources'],
  [/\bslug\b/, 'slug'],
  [/\b(?:alias|aliases)\b/, 'aliases'],
  [/\bnutrients\b/, 'nutrients'],
  [/\bupperLimit\b/, 'upperLimit'],
  [/\btimingRules\b/, 'timingRules'],
  [/\blabMarkers\b/, 'labMarkers'],
  [/\baffiliateProgram\b/, 'affiliateProgram'],
  [/\ballergens?\b/, 'allergens'],
  [/\bname\b/, 'name'],
]

/** A validator problem as a field error: under the first record field its text names, else the whole record. */
export function problemToFieldError(problem: string): FieldError {
  const text = problem.replace(/^[a-z_]+\.json: /, '')
  // The record's own label ('supplement "X": ') names no field.
  const body = text.replace(/^supplement "[^"]*": /, '')
  const found = FIELD_PATTERNS.map(([pattern, field]) => ({ field, at: body.search(pattern) }))
    .filter((f) => f.at >= 0)
    .sort((a, b) => a.at - b.at)[0]
  return { field: found?.field ?? '', message: text }
}

/** The problems that concern `names` (the records being changed) first, each once. */
function relevant(problems: string[], names: string[]): string[] {
  const mine = problems.filter((p) => names.some((n) => p.includes(`"${n}"`) || p.includes(` ${n})`) || p.includes(`(${n}`)))
  return [...new Set([...mine, ...problems.filter((p) => !mine.includes(p))])]
}

export async function changeReference(
  adminId: number,
  action: string,
  details: Record<string, unknown>,
  names: string[],
  write: (trx: TransactionClientContract) => Promise<void>
): Promise<{ version: string }> {
  try {
    return await db.transaction(async (trx) => {
      await bumpRevision(trx)
      await write(trx)
      const { version } = await loadReferenceData({ trx, force: true })
      await recordAdminAction(adminId, action, { ...details, version }, trx)
      return { version }
    })
  } catch (error) {
    if (error instanceof ReferenceDataInvalidError) {
      throw new ValidationFailedException(relevant(error.problems, names).map(problemToFieldError))
    }
    throw error
  }
}
