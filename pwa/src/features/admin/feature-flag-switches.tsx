import { useState } from 'react'
import { FEATURE_FLAG_KEYS, FEATURE_FLAG_LABELS, featureFlagsSchema, type FeatureFlagKey, type FeatureFlags } from '@dosewise/sync-protocol'
import { apiRequest } from '../../lib/api-client'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { Badge } from '../../ui/badge'
import { Checkbox } from '../../ui/checkbox'

const NOTES: Record<FeatureFlagKey, string> = {
  aiInsights: 'The AI Insights page and its API.',
  community: 'Forums, success stories, peer insights and Expert Q&A.',
  shopping: 'The shop: orders, subscriptions and ratings.',
}

/** The feature flags: each switch changes the feature for everyone at once. */
export function FeatureFlagSwitches({ flags, onChanged }: { flags: FeatureFlags; onChanged: () => void }) {
  const [busy, setBusy] = useState<FeatureFlagKey | null>(null)

  async function set(key: FeatureFlagKey, enabled: boolean) {
    setBusy(key)
    try {
      await apiRequest('PUT', `/api/admin/feature-flags/${key}`, { body: { enabled }, schema: featureFlagsSchema })
      toast({ title: `${FEATURE_FLAG_LABELS[key]} ${enabled ? 'switched on' : 'switched off'} for everyone`, variant: 'success' })
      onChanged()
    } catch (error) {
      failureToast(error, 'Feature not switched', 'Please try again.')
    } finally {
      setBusy(null)
    }
  }

  return (
    <ul className="flex flex-col gap-3">
      {FEATURE_FLAG_KEYS.map((key) => (
        <li key={key} className="flex items-start gap-3">
          <Checkbox
            id={`flag-${key}`}
            checked={flags[key]}
            disabled={busy !== null}
            aria-describedby={`flag-${key}-note`}
            onChange={(event) => void set(key, event.target.checked)}
          />
          <div>
            <label htmlFor={`flag-${key}`} className="flex items-center gap-2 font-medium">
              {FEATURE_FLAG_LABELS[key]}
              <Badge variant={flags[key] ? 'success' : 'outline'}>{flags[key] ? 'Enabled' : 'Off'}</Badge>
              {key === 'shopping' && <Badge variant="info">Beta</Badge>}
            </label>
            <p id={`flag-${key}-note`} className="text-sm text-muted-foreground">
              {NOTES[key]}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
