/**
 * The signed-in screens (spec §2 plus the linked-only routes).
 * Each is its own chunk; `preloadSignedInScreen` fetches a path's chunks all at once.
 */
import type { ComponentType } from 'react'
import { matchPath } from 'react-router'
import type { FeatureFlagKey } from '@dosewise/sync-protocol'
import { setRoutePreloader } from '../lib/route-preload'
import { preloadable, type Preloadable } from './preloadable'

const page = preloadable

export const SignedInLayout = preloadable(() => import('./layouts/signed-in-layout'))
export const HomePage = preloadable(() => import('../features/today/today-page'))
export const NotFoundPage = preloadable(() => import('../features/not-found/not-found-page'))

/**
 * A page of a feature an administrator can switch off, loaded together with its gate
 * (feature-gate.tsx), which says the feature is off instead of showing it.
 */
function gated(flag: FeatureFlagKey, load: () => Promise<{ default: ComponentType }>) {
  return preloadable(async () => {
    const [{ withFeatureGate }, module] = await Promise.all([import('./feature-gate'), load()])
    return { default: withFeatureGate(flag, module.default) }
  })
}

export const SIGNED_IN_PAGES: { path: string; Page: Preloadable }[] = [
  { path: '/dashboard', Page: page(() => import('../features/dashboard/dashboard-page')) },
  { path: '/assessment', Page: page(() => import('../features/assessment/assessment-page')) },
  { path: '/recommendations', Page: page(() => import('../features/recommendations/recommendations-list-page')) },
  { path: '/recommendations/:id', Page: page(() => import('../features/recommendations/recommendations-page')) },
  { path: '/supplements/:id', Page: page(() => import('./supplement-detail-route')) },
  { path: '/drug-interactions', Page: page(() => import('../features/drug-interactions/drug-interactions-page')) },
  { path: '/journal', Page: page(() => import('../features/journal/journal-page')) },
  { path: '/notifications', Page: page(() => import('../features/notifications/notifications-page')) },
  { path: '/community', Page: gated('community', () => import('../features/community/community-page')) },
  { path: '/community/forums/:forumId', Page: gated('community', () => import('../features/community/forums/forum-page')) },
  { path: '/community/posts/:postId', Page: gated('community', () => import('../features/community/forums/thread-page')) },
  { path: '/ai-insights', Page: gated('aiInsights', () => import('../features/insights/ai-insights-page')) },
  { path: '/shopping', Page: gated('shopping', () => import('../features/shop/shopping-page')) },
  { path: '/healthcare', Page: page(() => import('../features/healthcare/healthcare-page')) },
  { path: '/healthcare/reports/:kind', Page: page(() => import('../features/healthcare/reports/report-page')) },
  { path: '/admin', Page: page(() => import('./admin-route')) },
  { path: '/progress', Page: page(() => import('../features/progress/progress-page')) },
  { path: '/profession-insights', Page: page(() => import('../features/profession-insights/profession-insights-page')) },
  { path: '/education', Page: page(() => import('../features/education/education-page')) },
  { path: '/settings', Page: page(() => import('./settings-route')) },
]

/**
 * Loads what a signed-in path shows — the shared layout (with the local database and the sync
 * engine) and the page — in parallel, rather than one chunk discovered after another.
 */
export function preloadSignedInScreen(pathname: string): Promise<unknown> {
  const shown = pathname === '/' ? HomePage : (SIGNED_IN_PAGES.find(({ path }) => matchPath(path, pathname))?.Page ?? NotFoundPage)
  return Promise.all([SignedInLayout.load(), shown.load()])
}

// Features may ask for the next screen's chunks ahead of a click (lib/route-preload.ts).
setRoutePreloader(preloadSignedInScreen)
