/**
 * Who is signed in. The current-user request runs once at start and is not retried (spec §4);
 * 401 means signed out. Sign-in, sign-up and sign-out go through here so the routes switch at once.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { CurrentUser } from '@dosewise/sync-protocol'
import { api, ApiError } from './api-client'

/**
 * The schemas (and zod) load only when there is a user to check: a signed-out visitor of the
 * landing page never downloads them.
 */
const schemas = () => import('@dosewise/sync-protocol')

type SessionState =
  { status: 'loading'; user: null } | { status: 'signed-out'; user: null } | { status: 'signed-in'; user: CurrentUser; reminder?: string }

type SessionContextValue = SessionState & {
  refresh: () => Promise<CurrentUser | null>
  signOut: () => Promise<void>
  /**
   * The server no longer knows this session (the sync engine got a 401): show the signed-out
   * screens so the person can sign in again, without asking the server and without touching
   * this user's local data — their unsynced changes wait for them to come back.
   */
  expire: () => void
}

const SessionContext = createContext<SessionContextValue | null>(null)

/**
 * The last signed-in user is remembered on this device so the app opens offline (the UI never
 * waits on the network). Only profile fields: no token or password ever reaches storage.
 */
const LAST_USER_KEY = 'dosewise:last-user'

function rememberUser(user: CurrentUser | null) {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user))
    else localStorage.removeItem(LAST_USER_KEY)
  } catch {}
}

async function lastKnownUser(): Promise<CurrentUser | null> {
  try {
    const stored = localStorage.getItem(LAST_USER_KEY)
    if (!stored) return null
    const parsed = (await schemas()).currentUserSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * The server sets a readable `dosewise_auth` cookie at sign-in (no secret in it). Without it and
 * without a remembered user this browser has never signed in: no need to ask the server, and a
 * first-time visitor's landing page makes no request at all.
 */
function mightBeSignedIn() {
  if (document.cookie.split('; ').some((part) => part === 'dosewise_auth=1')) return true
  try {
    return localStorage.getItem(LAST_USER_KEY) !== null
  } catch {
    return false
  }
}

async function fetchCurrentUser(): Promise<{ user: CurrentUser; reminder?: string } | null> {
  if (!mightBeSignedIn()) return null
  try {
    const body = await api.get<{ reminder?: unknown }>('/api/auth/user')
    const reminder = typeof body.reminder === 'string' ? body.reminder : undefined
    const user = (await schemas()).currentUserSchema.parse(body)
    rememberUser(user)
    return { user, reminder }
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberUser(null)
      return null
    }
    // No answer from the server (offline, or it is down): keep working as the last user.
    if (!(error instanceof ApiError)) {
      const user = await lastKnownUser()
      if (user) return { user }
    }
    throw error
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })

  const refresh = useCallback(async () => {
    try {
      const result = await fetchCurrentUser()
      setState(result ? { status: 'signed-in', ...result } : { status: 'signed-out', user: null })
      return result?.user ?? null
    } catch {
      // Network down or server error at start: treat as signed out (no retry, spec §4).
      setState({ status: 'signed-out', user: null })
      return null
    }
  }, [])

  const signOut = useCallback(async () => {
    await api.post('/api/auth/logout')
    rememberUser(null)
    setState({ status: 'signed-out', user: null })
  }, [])

  // The remembered user stays: opened offline later, the app still shows this person their own
  // data; the next answer from the server (401) forgets them.
  const expire = useCallback(() => setState({ status: 'signed-out', user: null }), [])

  useEffect(() => {
    void refresh()
  }, [refresh])

  const value = useMemo(() => ({ ...state, refresh, signOut, expire }), [state, refresh, signOut, expire])
  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession() {
  const value = use(SessionContext)
  if (!value) throw new Error('useSession must be used inside SessionProvider')
  return value
}
