/**
 * Feature flags (issue 16, ADR 0034): features an administrator can switch off for everyone.
 * When one is off its API routes answer 404 E_FEATURE_OFF and the PWA hides its navigation and
 * shows FEATURE_OFF_MESSAGE on its pages. Every flag is on until an administrator turns it off.
 */
import { z } from 'zod'

export const FEATURE_FLAG_KEYS = ['aiInsights', 'community', 'shopping'] as const
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number]

export const FEATURE_FLAG_LABELS: Record<FeatureFlagKey, string> = {
  aiInsights: 'AI Insights',
  community: 'Community Features',
  shopping: 'Shopping Integration',
}

export const FEATURE_OFF_MESSAGE = 'This feature is switched off by the administrator'
export const FEATURE_OFF_CODE = 'E_FEATURE_OFF'

/** GET /api/feature-flags: every flag, on or off. */
export const featureFlagsSchema = z.object({
  aiInsights: z.boolean(),
  community: z.boolean(),
  shopping: z.boolean(),
})
export type FeatureFlags = z.output<typeof featureFlagsSchema>

export const ALL_FEATURES_ON: FeatureFlags = { aiInsights: true, community: true, shopping: true }

/** PUT /api/admin/feature-flags/:key */
export const featureFlagInputSchema = z.object({ enabled: z.boolean({ required_error: 'Say whether the feature is on' }) })
