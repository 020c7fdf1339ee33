import { useState, type FormEvent } from 'react'
import { Link, useParams } from 'react-router'
import { resetPasswordSchema } from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { FormField } from '../../ui/form-field'
import { AuthCard } from './auth-card'
import { useFormErrors } from '../../lib/use-form-errors'

export default function ResetPasswordPage() {
  const { token = '' } = useParams()
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const { errors, check, reportFailure } = useFormErrors()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(resetPasswordSchema, { token, password, confirmPassword })
    if (!input) return
    setPending(true)
    try {
      const answer = await api.post<{ message: string }>('/api/auth/reset-password', input)
      setDone(answer.message)
    } catch (error) {
      reportFailure(error, 'Reset Failed', 'Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title="Choose a New Password">
      {done ? (
        <div role="status" className="space-y-4 text-sm">
          <p>{done}</p>
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="reset-password" label="New password" error={errors.password}>
            <Input
              type="password"
              autoComplete="new-password"
              placeholder="Password (min. 8 characters)"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </FormField>
          <FormField id="reset-confirm-password" label="Confirm new password" error={errors.confirmPassword}>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              required
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Saving...' : 'Reset Password'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
