import { useState } from 'react'
import { Laptop } from 'lucide-react'
import type { AccountSession } from '@dosewise/sync-protocol'
import { formatDateTime } from '../../lib/dates'
import { failureToast } from '../../lib/failure-toast'
import type { ServerData } from '../../lib/use-server-data'
import { usePendingCount } from '../../db/hooks'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { Skeleton } from '../../ui/skeleton'
import { toast } from '../../ui/toast/use-toast'
import { signOutDevice, signOutEverywhere } from './account-api'
import type { SessionEnding } from './session-ending'
import { NeedsConnection, SettingsSection } from './settings-section'

const when = (iso: string | null) => (iso ? formatDateTime(iso) : 'not known')

/**
 * The devices signed in to the account (GET /api/account/sessions): this one marked, each other
 * one with its own Sign out, and Sign out everywhere (this device too) behind a confirmation
 * that says what this device still holds unsent.
 */
export function DevicesSection({
  devices,
  online,
  ending,
}: {
  devices: ServerData<AccountSession[]>
  online: boolean
  ending: SessionEnding
}) {
  const pending = usePendingCount()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState<string | null>(null)

  async function signOut(device: AccountSession) {
    setBusy(device.id)
    try {
      toast({ title: await signOutDevice(device.id), description: device.device, variant: 'success' })
      devices.reload()
    } catch (error) {
      failureToast(error, 'That device was not signed out', 'Please try again.')
      devices.reload()
    } finally {
      setBusy(null)
    }
  }

  async function everywhere() {
    try {
      await ending.run(signOutEverywhere)
    } catch (error) {
      failureToast(error, 'Sign out everywhere failed', 'Please try again.')
      return
    }
    await ending.leave('You have been signed out on every device')
  }

  const unsent =
    pending > 0
      ? ` ${pending === 1 ? '1 change' : `${pending} changes`} on this device ${pending === 1 ? "hasn't" : "haven't"} been sent yet and will be deleted from it.`
      : ''

  return (
    <SettingsSection id="devices" title="Devices" description="Where your account is signed in now.">
      {!online && devices.data === null ? (
        <NeedsConnection what="The list of your signed-in devices" />
      ) : devices.data === null ? (
        devices.error ? (
          <p role="alert" className="text-sm text-destructive">
            {devices.error}
          </p>
        ) : (
          <Skeleton className="h-24" />
        )
      ) : (
        <>
          {!online && <NeedsConnection what="Signing devices out" />}
          <ul className="grid gap-2" aria-label="Signed-in devices">
            {devices.data.map((device) => (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Laptop aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {device.device}
                      {device.current && <Badge variant="info">This device</Badge>}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      Signed in {when(device.signedInAt)} · Last active {when(device.lastActiveAt)}
                    </p>
                  </div>
                </div>
                {!device.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={!online || busy !== null}
                    aria-label={`Sign out ${device.device}, last active ${when(device.lastActiveAt)}`}
                    onClick={() => void signOut(device)}
                  >
                    {busy === device.id ? 'Signing out...' : 'Sign out'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <div>
        <Button variant="outline" disabled={!online} onClick={() => setConfirming(true)}>
          Sign out everywhere
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out everywhere?"
        description={`Every device signed in to your account is signed out, this one too, and this device's copy of your data is removed from it.${unsent}`}
        confirmLabel="Sign out everywhere"
        onConfirm={everywhere}
      />
    </SettingsSection>
  )
}
