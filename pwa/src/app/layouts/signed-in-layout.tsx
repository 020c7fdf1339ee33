import type { ReactNode } from 'react'
import { AppHeader } from '../shell/app-header'
import { AppFooter } from '../shell/app-footer'
import { SyncBanners } from '../shell/sync-banners'
import { DemoBanner } from '../shell/demo-banner'
import { UnsentChangesKeeper } from '../shell/unsent-changes-keeper'
import { DoseReminders } from '../shell/dose-reminders'
import { AppointmentReminders } from '../shell/appointment-reminders'
import { TooltipProvider } from '../../ui/tooltip'
import { useSession } from '../../lib/session'
import { useIdle } from '../../lib/when-idle'
import { UserDataProvider } from '../user-data-provider'
import { applyServiceWorkerUpdate } from '../pwa/register-service-worker'

/**
 * The shared header and footer of every signed-in screen (spec §2), inside the signed-in user's
 * local database and sync engine.
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  const session = useSession()
  // The in-app reminders read the day's doses too: after the first screen has its own.
  const idle = useIdle()
  // The router renders this layout only when signed in; the guard keeps the types honest. The
  // key: another user gets a fresh tree, so no screen state (a half-written form) carries over.
  if (session.status !== 'signed-in') return null
  return (
    <UserDataProvider key={session.user.id} userId={session.user.id} sync={session.checked}>
      <TooltipProvider>
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          <AppHeader />
          <SyncBanners onUpdate={applyServiceWorkerUpdate} />
          <DemoBanner />
          <UnsentChangesKeeper />
          {idle && <DoseReminders />}
          {idle && <AppointmentReminders />}
          {/* At least a screen tall: the footer starts below the fold, so a screen whose content
              arrives after its first paint (the recommendations, a list read from the device)
              does not push a visible footer down (a layout shift of ~0.7 on a phone). */}
          <main id="main" className="flex min-h-svh flex-1 flex-col">
            {children}
          </main>
          <AppFooter />
        </div>
      </TooltipProvider>
    </UserDataProvider>
  )
}
