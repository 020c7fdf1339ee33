import { useId, useState, type FormEvent } from 'react'
import { accountProfileInputSchema, type CurrentUser } from '@dosewise/sync-protocol'
import { ApiError } from '../../lib/api-client'
import { useFormErrors } from '../../lib/use-form-errors'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { toast } from '../../ui/toast/use-toast'
import { resendVerification, saveProfile } from './account-api'
import { NeedsConnection, SettingsSection } from './settings-section'

/**
 * The person's name (saved on the server: PATCH /api/account/profile, then the session reads
 * the user again so the account menu shows it) and their email with whether it is verified.
 */
export function ProfileSection({ user, online, onSaved }: { user: CurrentUser; online: boolean; onSaved: () => Promise<unknown> }) {
  const id = useId()
  const [firstName, setFirstName] = useState(user.firstName ?? '')
  const [lastName, setLastName] = useState(user.lastName ?? '')
  const [saving, setSaving] = useState(false)
  const [resent, setResent] = useState<string | null>(null)
  const { errors, check, reportFailure } = useFormErrors()
  const changed = firstName.trim() !== (user.firstName ?? '') || lastName.trim() !== (user.lastName ?? '')

  async function save(event: FormEvent) {
    event.preventDefault()
    const input = check(accountProfileInputSchema, { firstName, lastName })
    if (!input) return
    setSaving(true)
    try {
      const answer = await saveProfile(input)
      await onSaved()
      toast({ title: answer.message, variant: 'success' })
    } catch (error) {
      reportFailure(error, 'Your profile was not saved', 'Please try again.')
    } finally {
      setSaving(false)
    }
  }

  async function resend() {
    try {
      setResent(await resendVerification())
    } catch (error) {
      setResent((error instanceof ApiError && error.serverMessage) || 'The link could not be sent. Please try again.')
    }
  }

  return (
    <SettingsSection id="profile" title="Profile" description="Your name as the app shows it.">
      <form onSubmit={save} className="grid gap-4 sm:grid-cols-2" aria-label="Profile" noValidate>
        <FormField id={`${id}-first`} label="First name" error={errors.firstName}>
          <Input autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} />
        </FormField>
        <FormField id={`${id}-last`} label="Last name" error={errors.lastName}>
          <Input autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
        </FormField>
        <div className="grid gap-2 sm:col-span-2">
          <p className="text-sm font-medium">Email</p>
          <p className="flex flex-wrap items-center gap-2 break-all">
            {user.email}
            {user.emailVerified ? <Badge variant="success">Verified</Badge> : <Badge variant="warning">Not verified</Badge>}
          </p>
          {!user.emailVerified && (
            <div className="grid gap-2 text-sm">
              <p>Open the link in the email we sent when you signed up to verify your address.</p>
              <Button variant="outline" size="sm" className="justify-self-start" disabled={!online} onClick={() => void resend()}>
                Send the verification link again
              </Button>
              {resent && <p role="status">{resent}</p>}
            </div>
          )}
        </div>
        {!online && (
          <div className="sm:col-span-2">
            <NeedsConnection what="Changing your name" />
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={!online || saving || !changed}>
            {saving ? 'Saving...' : 'Save profile'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
