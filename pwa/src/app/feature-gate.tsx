/**
 * A page of a feature an administrator can switch off (ADR 0034): while it is off, the page
 * says so plainly instead of showing the feature (its API answers 404 E_FEATURE_OFF anyway).
 * Loaded with the page it guards (signed-in-pages.tsx), never on the landing page's path.
 */
import type { ComponentType } from 'react'
import { FEATURE_FLAG_LABELS, FEATURE_OFF_MESSAGE, type FeatureFlagKey } from '@dosewise/sync-protocol'
import { useFeatureFlags } from '../lib/use-feature-flags'
import { Page } from '../ui/page'
import { Card, CardContent } from '../ui/card'

export function FeatureOff({ flag }: { flag: FeatureFlagKey }) {
  return (
    <Page title={FEATURE_FLAG_LABELS[flag]}>
      <Card>
        <CardContent className="pt-6">
          <p role="status">{FEATURE_OFF_MESSAGE}</p>
        </CardContent>
      </Card>
    </Page>
  )
}

export function withFeatureGate(flag: FeatureFlagKey, Screen: ComponentType): ComponentType {
  function Gated() {
    const flags = useFeatureFlags()
    return flags[flag] ? <Screen /> : <FeatureOff flag={flag} />
  }
  Gated.displayName = `FeatureGate(${flag})`
  return Gated
}
