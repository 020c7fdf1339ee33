/**
 * Feature flags (ADR 0034): read from `feature_flags` on every check — one primary-key read, so
 * every API process sees an administrator's change at once, with no cache to go stale. A flag
 * with no row is on.
 */
import db from '@adonisjs/lucid/services/db'
import { ALL_FEATURES_ON, FEATURE_FLAG_KEYS, FEATURE_FLAG_LABELS, type FeatureFlagKey, type FeatureFlags } from '@dosewise/sync-protocol'
import { fromDbBoolean, toDbTimestamp } from '#services/sync/sql_values'
import { NotFoundException } from '#exceptions/app_exceptions'
import { recordAdminAction } from '#services/admin/audit_log'

export function isFeatureFlagKey(key: string): key is FeatureFlagKey {
  return (FEATURE_FLAG_KEYS as readonly string[]).includes(key)
}

export async function featureFlags(): Promise<FeatureFlags> {
  const rows = await db.from('feature_flags').select('key', 'enabled')
  const flags = { ...ALL_FEATURES_ON }
  for (const row of rows) {
    const key = String(row.key)
    if (isFeatureFlagKey(key)) flags[key] = Boolean(fromDbBoolean(row.enabled))
  }
  return flags
}

export async function isFeatureOn(key: FeatureFlagKey): Promise<boolean> {
  const row = await db.from('feature_flags').where('key', key).select('enabled').first()
  return row ? Boolean(fromDbBoolean(row.enabled)) : true
}

/** An administrator switches a feature on or off for everyone (recorded in the audit log). */
export async function setFeatureFlag(adminId: number, key: string, enabled: boolean): Promise<FeatureFlags> {
  if (!isFeatureFlagKey(key)) throw new NotFoundException('There is no feature flag with that name.', 'E_NO_SUCH_FLAG')
  const now = toDbTimestamp(new Date())
  await db.transaction(async (trx) => {
    await trx
      .knexQuery()
      .table('feature_flags')
      .insert({ key, enabled, updated_at: now })
      .onConflict('key')
      .merge(['enabled', 'updated_at'])
    await recordAdminAction(adminId, 'feature-flag.set', { flag: key, label: FEATURE_FLAG_LABELS[key], enabled }, trx)
  })
  return featureFlags()
}
