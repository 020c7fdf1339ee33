import type { ComponentType } from 'react'
import { Link } from 'react-router'
import { Bell, ShieldCheck, ShoppingBag, Sparkles, Stethoscope, Users } from 'lucide-react'
import type { FeatureFlagKey } from '@dosewise/sync-protocol'
import { Badge } from '../../ui/badge'
import { useFeatureFlags } from '../../lib/use-feature-flags'

interface Tile {
  to: string
  label: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>
  badge?: string
  /** Hidden while an administrator has this feature switched off (ADR 0034). */
  flag?: FeatureFlagKey
}

export interface DashboardTilesProps {
  /** Unread notifications; undefined while they load (no badge yet, rather than a wrong one). */
  unread: number | undefined
  /** Unread AI insights stored on the device (computed when /ai-insights was last opened). */
  unreadInsights?: number
}

/**
 * The shortcuts at the top of the dashboard (spec §2): unread notifications and unread insights
 * are counted; nothing else claims a number.
 */
export function DashboardTiles({ unread, unreadInsights }: DashboardTilesProps) {
  const flags = useFeatureFlags()
  const tiles: Tile[] = [
    { to: '/notifications', label: 'Notifications', icon: Bell, badge: unread ? `${unread} new` : undefined },
    {
      to: '/ai-insights',
      label: 'AI Insights',
      icon: Sparkles,
      badge: unreadInsights ? `${unreadInsights} ${unreadInsights === 1 ? 'insight' : 'insights'}` : undefined,
      flag: 'aiInsights',
    },
    { to: '/community', label: 'Community', icon: Users, flag: 'community' },
    { to: '/shopping', label: 'Shop', icon: ShoppingBag, flag: 'shopping' },
    { to: '/healthcare', label: 'Healthcare', icon: Stethoscope },
    { to: '/drug-interactions', label: 'Drug Interactions', icon: ShieldCheck },
  ]
  return (
    <nav aria-label="Dashboard shortcuts">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles
          .filter((tile) => !tile.flag || flags[tile.flag])
          .map(({ to, label, icon: Icon, badge }) => (
            <li key={to} className="flex">
              <Link
                to={to}
                className="flex min-h-24 w-full flex-col items-center justify-center gap-2 rounded-lg border bg-card p-3 text-center text-sm font-medium text-card-foreground shadow-sm transition-colors hover:bg-accent hover:text-accent-foreground"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span>{label}</span>
                {badge && <Badge variant="destructive">{badge}</Badge>}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}
