/**
 * /settings (issue 14): the person's account and their rights over their data — profile,
 * password, signed-in devices, time zone, export, deletion. Everything but the time zone lives
 * on the server and says plainly when it needs a connection; the time zone is a synced reminder
 * setting and works offline. The app passes in how this device's session ends (SessionEnding),
 * which a feature cannot do itself.
 */
import { useSession } from '../../lib/session'
import { useOnline } from '../../lib/use-online'
import { useServerData } from '../../lib/use-server-data'
import { Page } from '../../ui/page'
import { loadDevices, loadOverview } from './account-api'
import { DeleteAccountSection } from './delete-account-section'
import { DevicesSection } from './devices-section'
import { ExportSection } from './export-section'
import { PasswordSection } from './password-section'
import { ProfileSection } from './profile-section'
import type { SessionEnding } from './session-ending'
import { TimeZoneSection } from './time-zone-section'

export type { SessionEnding }

export function SettingsPage({ ending }: { ending: SessionEnding }) {
  const session = useSession()
  const online = useOnline()
  const overview = useServerData('account-overview', loadOverview, 'Your account could not be loaded.')
  const devices = useServerData('account-devices', loadDevices, 'Your devices could not be loaded.')
  if (session.status !== 'signed-in') return null

  return (
    <Page title="Settings" description="Your account, your devices and your data.">
      <ProfileSection key={session.user.id} user={session.user} online={online} onSaved={session.refresh} />
      <PasswordSection overview={overview.data} online={online} onChanged={devices.reload} />
      <DevicesSection devices={devices} online={online} ending={ending} />
      <TimeZoneSection />
      <ExportSection online={online} />
      <DeleteAccountSection overview={overview.data} online={online} ending={ending} />
    </Page>
  )
}
