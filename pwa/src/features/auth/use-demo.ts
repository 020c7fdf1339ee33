/**
 * 'View Demo' on the sign-in screen (issue 14): whether this server makes demo accounts
 * (GET /api/auth/demo; null while asking, offline, or without a usable answer), and making one
 * for this visitor (POST /api/auth/demo, in the browser's time zone so the demo's days are
 * theirs). Once the server has signed the demo in, the session is refreshed and the router takes
 * the visitor to the dashboard, where the first sync brings the demo's records down.
 *
 * Making a demo needs the server: offline it says so at once and sends nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { demoStatusSchema, timeZoneSchema } from '@dosewise/sync-protocol'
import { api, ApiError, isConnectionFailure } from '../../lib/api-client'
import { clearReturnTo } from '../../lib/return-to'
import { useSession } from '../../lib/session'

export type DemoStep =
  { step: 'idle' } | { step: 'preparing' } | { step: 'offline' } | { step: 'failed'; message: string } | { step: 'ready' }

const UNAVAILABLE = 'Demos are not available on this server. Sign in, or create an account to start your own plan.'
const FAILED = 'Something went wrong on our side. Please try again in a moment.'
const TOO_MANY = 'Many demos were started from this address lately. Please try again in an hour.'

/** The visitor's IANA time zone, when the browser names one the contract accepts. */
function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    return timeZoneSchema.safeParse(zone).success ? zone : undefined
  } catch {
    return undefined
  }
}

export function useDemo(startAtOnce: boolean) {
  const session = useSession()
  const [enabled, setEnabled] = useState<boolean | null>(null)
  const [state, setState] = useState<DemoStep>({ step: 'idle' })
  const started = useRef(false)

  useEffect(() => {
    const controller = new AbortController()
    api
      .get('/api/auth/demo', { schema: demoStatusSchema, signal: controller.signal })
      .then((answer) => setEnabled(answer.enabled))
      .catch(() => {}) // unknown: the button stays hidden
    return () => controller.abort()
  }, [])

  const start = useCallback(async () => {
    if (!navigator.onLine) {
      setState({ step: 'offline' })
      return
    }
    setState({ step: 'preparing' })
    try {
      await api.post('/api/auth/demo', { timeZone: browserTimeZone() })
      // The demo's home is the dashboard, whatever deep link was remembered before.
      clearReturnTo()
      setState({ step: 'ready' })
      if (!(await session.refresh())) setState({ step: 'failed', message: FAILED })
    } catch (error) {
      if (isConnectionFailure(error)) setState({ step: 'offline' })
      else if (error instanceof ApiError && error.status === 404) setState({ step: 'failed', message: UNAVAILABLE })
      else if (error instanceof ApiError && error.status === 429) setState({ step: 'failed', message: TOO_MANY })
      else setState({ step: 'failed', message: FAILED })
    }
  }, [session])

  // From 'View Demo' on the landing page (/login?demo=1): at once, and only once.
  useEffect(() => {
    if (!startAtOnce || started.current) return
    started.current = true
    void start()
  }, [startAtOnce, start])

  return { enabled, state, start }
}
