import { useId, useState, type FormEvent } from 'react'
import { PASSWORD_MIN_LENGTH, changePasswordSchema, type AccountOverview } from '@dosewise/sync-protocol'
import { useFormErrors } from '../../lib/use-form-errors'
import { Button } from '../../ui/button'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { toast } from '../../ui/toast/use-toast'
import { changePassword } from './account-api'
import { providerName } from './provider-name'
import { NeedsConnection, SettingsSection } from './settings-section'

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' }

/**
 * A new password (POST /api/auth/change-password, the same schema and messages as everywhere):
 * every other device is signed out, this one stays. An account made by social sign-in has no
 * password to change, and is told how to set one.
 */
export function PasswordSection({
  overview,
  online,
  onChanged,
}: {
  overview: AccountOverview | null
  online: boolean
  onChanged: () => void
}) {
  const id = useId()
  const [values, setValues] = useState(EMPTY)
  const [saving, setSaving] = useState(false)
  const { errors, check, reportFailure } = useFormErrors()
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value })

  async function save(event: FormEvent) {
    event.preventDefault()
    const input = check(changePasswordSchema, values)
    if (!input) return
    setSaving(true)
    try {
      const message = await changePassword(input)
      setValues(EMPTY)
      toast({ title: 'Password changed', description: message, variant: 'success' })
      onChanged()
    } catch (error) {
      reportFailure(error, 'Your password was not changed', 'Please try again.')
    } finally {
      setSaving(false)
    }
  }

  if (overview && !overview.hasPassword) {
    const via = overview.providers.map(providerName).join(' or ') || 'a social account'
    return (
      <SettingsSection id="password" title="Password">
        <p className="text-sm">
          You sign in with {via}, so your account has no password. To add one, sign out and choose “Forgot password?” on the sign-in page:
          we email you a link to set it.
        </p>
      </SettingsSection>
    )
  }

  return (
    <SettingsSection id="password" title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={save} className="grid gap-4" aria-label="Change password" noValidate>
        <FormField id={`${id}-current`} label="Current password" error={errors.currentPassword} required>
          <Input type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />
        </FormField>
        <FormField
          id={`${id}-new`}
          label="New password"
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          required
        >
          <Input type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
        </FormField>
        <FormField id={`${id}-confirm`} label="Confirm new password" error={errors.confirmPassword} required>
          <Input type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} />
        </FormField>
        {!online && <NeedsConnection what="Changing your password" />}
        <div>
          <Button type="submit" disabled={!online || saving}>
            {saving ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  )
}
