import { useEffect, useEffectEvent, useState } from 'react'
import { Link, useParams } from 'react-router'
import { api, ApiError } from '../../lib/api-client'
import { useSession } from '../../lib/session'
import { Spinner } from '../../ui/spinner'
import { AuthCard } from './auth-card'

type Result = { ok: boolean; message: string } | null

export default function VerifyEmailPage() {
  const { token = '' } = useParams()
  const session = useSession()
  const [result, setResult] = useState<Result>(null)
  // Reads the session as it is when the answer comes, without verifying again when it changes.
  const refreshSession = useEffectEvent(() => {
    if (session.status === 'signed-in') void session.refresh()
  })

  useEffect(() => {
    let cancelled = false
    api
      .get<{ message: string }>(`/api/auth/verify-email/${encodeURIComponent(token)}`)
      .then((answer) => {
        if (cancelled) return
        setResult({ ok: true, message: answer.message })
        refreshSession()
      })
      .catch((error) => {
        if (cancelled) return
        const message = (error instanceof ApiError && error.serverMessage) || 'We could not verify your email. Please try again.'
        setResult({ ok: false, message })
      })
    return () => {
      cancelled = true
    }
    // Verify once per token.
  }, [token])

  return (
    <AuthCard title="Email Verification">
      {result ? (
        <div role="status" className="space-y-4 text-sm">
          <p className={result.ok ? '' : 'text-destructive'}>{result.message}</p>
          <Link
            to={session.status === 'signed-in' ? '/dashboard' : '/login'}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {session.status === 'signed-in' ? 'Go to your dashboard' : 'Sign in'}
          </Link>
        </div>
      ) : (
        <div className="flex items-center gap-3 text-sm" role="status">
          <Spinner label="" /> Verifying your email...
        </div>
      )}
    </AuthCard>
  )
}
