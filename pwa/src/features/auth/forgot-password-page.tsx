import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { forgotPasswordSchema } from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { FormField } from '../../ui/form-field'
import { AuthCard } from './auth-card'
import { useFormErrors } from '../../lib/use-form-errors'

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('')
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const { errors, check, reportFailure } = useFormErrors()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(forgotPasswordSchema, { email })
    if (!input) return
    setPending(true)
    try {
      const answer = await api.post<{ message: string }>('/api/auth/forgot-password', input)
      setSent(answer.message)
    } catch (error) {
      reportFailure(error, 'Request Failed', 'Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title="Reset Your Password" description="Enter your email and we will send you a link to choose a new password.">
      {sent ? (
        <p role="status" className="rounded-md bg-muted p-4 text-sm">
          {sent}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="forgot-email" label="Email" error={errors.email}>
            <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </FormField>
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  )
}
