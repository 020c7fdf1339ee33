import { useId, useState, type FormEvent } from 'react'
import { LogIn } from 'lucide-react'
import { ACCOUNT_MESSAGES, REAUTH_WINDOW_MINUTES, type AccountOverview, type SocialProvider } from '@dosewise/sync-protocol'
import { ApiError } from '../../lib/api-client'
import { failureToast } from '../../lib/failure-toast'
import { usePendingCount } from '../../db/hooks'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogFooter } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { deleteAccount } from './account-api'
import { providerName } from './provider-name'
import type { SessionEnding } from './session-ending'
import { NeedsConnection, SettingsSection } from './settings-section'

/** Whether this session signed in recently enough to delete an account that has no password. */
function signedInRecently(overview: AccountOverview, now = Date.now()) {
  const at = overview.signedInAt ? Date.parse(overview.signedInAt) : NaN
  return Number.isFinite(at) && now - at < REAUTH_WINDOW_MINUTES * 60_000
}

const WHAT_GOES =
  'Your account and everything in it are deleted from our server — journal, lab results, prescriptions, providers, plans, doses, check-ins, orders, reviews — and from this device. You are signed out everywhere. This cannot be undone; export your data first if you want a copy.'

/**
 * The danger zone: deleting the account (DELETE /api/account). The person confirms with their
 * password; an account without one (social sign-in) needs a sign-in in the last few minutes
 * and otherwise is sent to sign in again. Changes not yet sent from this device are lost with
 * it, and the dialog says so first.
 */
export function DeleteAccountSection({
  overview,
  online,
  ending,
}: {
  overview: AccountOverview | null
  online: boolean
  ending: SessionEnding
}) {
  const [open, setOpen] = useState(false)
  return (
    <SettingsSection id="delete-account" title="Delete account" danger description="Delete your account and all of your data, for good.">
      {!online && <NeedsConnection what="Deleting your account" />}
      <div>
        <Button variant="destructive" disabled={!online || overview === null} onClick={() => setOpen(true)}>
          Delete account…
        </Button>
      </div>
      {overview && <DeleteAccountDialog open={open} onOpenChange={setOpen} overview={overview} ending={ending} />}
    </SettingsSection>
  )
}

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  overview: AccountOverview
  ending: SessionEnding
}

function DeleteAccountDialog({ open, onOpenChange, overview, ending }: DialogProps) {
  const id = useId()
  const pending = usePendingCount()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [reauthenticate, setReauthenticate] = useState<SocialProvider[] | null>(null)
  const providers = reauthenticate ?? (overview.hasPassword || signedInRecently(overview) ? null : overview.providers)

  function close(next: boolean) {
    if (busy) return
    onOpenChange(next)
    if (!next) {
      setPassword('')
      setError(undefined)
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault()
    if (overview.hasPassword && !password) return setError(ACCOUNT_MESSAGES.passwordRequired)
    setBusy(true)
    try {
      await ending.run(() => deleteAccount(overview.hasPassword ? password : undefined))
    } catch (failure) {
      setBusy(false)
      if (failure instanceof ApiError && failure.status === 422) return setError(failure.fieldErrors.password ?? failure.serverMessage)
      if (
        failure instanceof ApiError &&
        failure.status === 403 &&
        (failure.body as { code?: string } | null)?.code === 'E_REAUTHENTICATE'
      ) {
        return setReauthenticate(overview.providers)
      }
      return failureToast(failure, 'Your account was not deleted', 'Please try again.')
    }
    await ending.leave(ACCOUNT_MESSAGES.deleted)
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent role="alertdialog" title="Delete your account?" description={WHAT_GOES}>
        {pending > 0 && (
          <p className="rounded-md border border-destructive p-3 text-sm font-medium">
            {pending === 1 ? '1 change' : `${pending} changes`} on this device {pending === 1 ? "hasn't" : "haven't"} been sent yet.{' '}
            {ACCOUNT_MESSAGES.unsentLost}
          </p>
        )}
        {providers ? (
          <div className="grid gap-3 text-sm">
            <p>
              {ACCOUNT_MESSAGES.reauthenticate} For your safety, an account without a password can be deleted only within{' '}
              {REAUTH_WINDOW_MINUTES} minutes of signing in. You will come back here.
            </p>
            <div className="flex flex-wrap gap-2">
              {providers.map((provider) => (
                <Button key={provider} asChild variant="outline">
                  <a href={`/auth/${provider}?returnTo=${encodeURIComponent('/settings')}`}>
                    <LogIn aria-hidden="true" />
                    Sign in again with {providerName(provider)}
                  </a>
                </Button>
              ))}
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={confirm} className="grid gap-4" noValidate aria-label="Delete account">
            {overview.hasPassword && (
              <FormField id={`${id}-password`} label="Your password" error={error} required>
                <Input
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoFocus
                />
              </FormField>
            )}
            {!overview.hasPassword && error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button variant="outline" disabled={busy} onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={busy}>
                {busy ? 'Deleting...' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
