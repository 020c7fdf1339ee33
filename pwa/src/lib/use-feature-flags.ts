/**
 * The features an administrator may switch off for everyone (ADR 0034): read from
 * GET /api/feature-flags and kept on the device, so an offline start shows what was last known.
 * Until the first answer every feature counts as on (the default on the server too).
 */
import { ALL_FEATURES_ON, featureFlagsSchema, type FeatureFlags } from '@dosewise/sync-protocol'
import { api } from './api-client'
import { useServerData } from './use-server-data'

export function useFeatureFlags(): FeatureFlags {
  const { data } = useServerData(
    'feature-flags',
    (signal) => api.get('/api/feature-flags', { schema: featureFlagsSchema, signal }),
    'Could not load the feature settings.',
    { keep: true }
  )
  return data ?? ALL_FEATURES_ON
}
