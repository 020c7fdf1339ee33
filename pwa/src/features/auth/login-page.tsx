import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ACCOUNT_SUSPENDED_CODE, loginSchema } from '@dosewise/sync-protocol'
import { api, ApiError } from '../../lib/api-client'
import { useSession } from '../../lib/session'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { FormField } from '../../ui/form-field'
import { AuthCard } from './auth-card'
import { OrDivider, SocialButtons } from './social-buttons'
import { useFormErrors } from '../../lib/use-form-errors'
import { useUnsentChangesOwners } from '../../lib/use-unsent-changes'
import { UnsentChangesNotice } from '../../ui/unsent-changes-notice'
import { DemoOffer, DemoProblem, DemoProgress } from './demo-panel'
import { useDemo } from './use-demo'

export default function LoginPage() {
  const session = useSession()
  const [params] = useSearchParams()
  // "Sign in to send them" (changes waiting on this device) fills in that account's address.
  const [email, setEmail] = useState(() => params.get('email') ?? '')
  const unsent = useUnsentChangesOwners()
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  // An administrator suspended the account (ADR 0034): said on the screen, not only in a toast.
  const [suspended, setSuspended] = useState<string | null>(null)
  const { errors, check, reportFailure } = useFormErrors()
  // 'View Demo' on the landing page comes here as /login?demo=1 (issue 14).
  const demo = useDemo(params.get('demo') === '1')

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(loginSchema, { email, password })
    if (!input) return
    setPending(true)
    setSuspended(null)
    try {
      await api.post('/api/auth/login', input)
      toast({ title: 'Success', description: 'You have been logged in successfully.', variant: 'success' })
      // Signed in: the router's guard takes the user to their deep link or the dashboard.
      await session.refresh()
    } catch (error) {
      if (error instanceof ApiError && (error.body as { code?: unknown } | null)?.code === ACCOUNT_SUSPENDED_CODE) {
        setSuspended(error.serverMessage ?? null)
      }
      reportFailure(error, 'Login Failed', 'Please check your credentials and try again.')
    } finally {
      setPending(false)
    }
  }

  if (demo.state.step === 'preparing' || demo.state.step === 'ready') {
    return (
      <AuthCard title="Welcome Back" screenName="Sign In" description="Your demo account is on its way.">
        <DemoProgress state={demo.state} />
      </AuthCard>
    )
  }

  return (
    <AuthCard title="Welcome Back" screenName="Sign In" description="Sign in to your personalised supplement plan.">
      {(demo.state.step === 'offline' || demo.state.step === 'failed') && (
        <DemoProblem state={demo.state} onRetry={() => void demo.start()} />
      )}
      {unsent.length > 0 && (
        <div className="mb-4">
          <UnsentChangesNotice owners={unsent} />
        </div>
      )}
      {suspended && (
        <p role="alert" className="mb-4 rounded-md border border-destructive/50 p-3 text-sm text-destructive">
          {suspended}
        </p>
      )}
      <SocialButtons />
      <OrDivider />
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField id="login-email" label="Email" error={errors.email}>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password}>
          <Input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </FormField>
        <div className="text-right text-sm">
          <Link to="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {demo.enabled && demo.state.step === 'idle' && <DemoOffer onStart={() => void demo.start()} />}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New to Dosewise?{' '}
        <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  )
}
