import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { signupSchema } from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { FormField } from '../../ui/form-field'
import { AuthCard } from './auth-card'
import { OrDivider, SocialButtons } from './social-buttons'
import { useFormErrors } from '../../lib/use-form-errors'

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

export default function SignupPage() {
  const navigate = useNavigate()
  const [values, setValues] = useState(EMPTY)
  const [pending, setPending] = useState(false)
  const { errors, check, reportFailure } = useFormErrors()
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Spec §5: a mismatch sends nothing and says so in a toast.
    if (values.password !== values.confirmPassword) {
      toast({ title: 'Password Mismatch', description: 'Passwords do not match.', variant: 'destructive' })
      return
    }
    const input = check(signupSchema, values)
    if (!input) return
    setPending(true)
    try {
      await api.post('/api/auth/signup', input)
      toast({ title: 'Account Created', description: 'Please check your email to verify your account.', variant: 'success' })
      navigate('/login')
    } catch (error) {
      reportFailure(error, 'Signup Failed', 'Please try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard title="Create Your Account" screenName="Sign Up" description="Start your free assessment in minutes.">
      <SocialButtons />
      <OrDivider />
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="signup-first-name" label="First name" error={errors.firstName}>
            <Input autoComplete="given-name" value={values.firstName} onChange={set('firstName')} />
          </FormField>
          <FormField id="signup-last-name" label="Last name" error={errors.lastName}>
            <Input autoComplete="family-name" value={values.lastName} onChange={set('lastName')} />
          </FormField>
        </div>
        <FormField id="signup-email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} required />
        </FormField>
        <FormField id="signup-password" label="Password" error={errors.password}>
          <Input
            type="password"
            autoComplete="new-password"
            placeholder="Password (min. 8 characters)"
            value={values.password}
            onChange={set('password')}
            required
          />
        </FormField>
        <FormField id="signup-confirm-password" label="Confirm password" error={errors.confirmPassword}>
          <Input type="password" autoComplete="new-password" value={values.confirmPassword} onChange={set('confirmPassword')} required />
        </FormField>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  )
}
