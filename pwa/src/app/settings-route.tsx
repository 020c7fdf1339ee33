/**
 * /settings — the settings feature, given what only the app can do: stop this device's sync
 * around a request that ends the session (sign out everywhere, delete the account), then
 * switch to the signed-out screens and delete this account's local database, unsent changes
 * included (the person was told first), as signing out does (user-menu.tsx, ADR 0015).
 */
import { useNavigate } from 'react-router'
import { useSession } from '../lib/session'
import { useSyncEngine } from '../sync/engine-context'
import { toast } from '../ui/toast/use-toast'
import { SettingsPage, type SessionEnding } from '../features/settings/settings-page'
import { discardUserData } from './user-data'

export default function SettingsRoute() {
  const session = useSession()
  const engine = useSyncEngine()
  const navigate = useNavigate()
  const userId = session.status === 'signed-in' ? session.user.id : null

  const ending: SessionEnding = {
    async run(request) {
      await engine.stop()
      try {
        await request()
      } catch (error) {
        engine.start()
        throw error
      }
    },
    async leave(title) {
      // The server has ended the session: asking it who is signed in answers 401 (signed out).
      await session.refresh()
      navigate('/', { replace: true })
      toast({ title, variant: 'success' })
      if (userId !== null) await discardUserData(userId).catch((error: unknown) => console.error('Local data not deleted', error))
    },
  }
  return <SettingsPage ending={ending} />
}
