/**
 * Who is signed in. The current-user request runs once at start and is not retried (spec §4);
 * 401 means signed out. Sign-in, sign-up and sign-out go through here so the routes switch at once.
 *
 * A device that remembers its user (and still holds the sign-in hint cookie) does not wait for
 * that answer to show the signed-in screens: the local data is the person's own and is shown
 * offline anyway. The session is then `checked: false` until the server answers; the answer
 * settles it as before (401: signed out, the screens switch to the signed-out ones). Nothing
 * that needs the server (the sync engine) starts before it is checked.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { CurrentUser } from '@dosewise/sync-protocol'
import { api, ApiError } from './api-client'

/**
 * The schema (and zod) loads only when there is a user to check: a signed-out visitor of the
 * landing page never downloads it. Through a module of its own, not the package (see there).
 */
const schemas = () => import('./session-schemas')

type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | {
      status: 'signed-in'
      user: CurrentUser
      reminder?: string
      /**
       * The server has answered for this session (or could not be reached): false while only
       * this device's memory vouches for it, in the moments after start.
       */
      checked: boolean
    }

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
/**
 * Set when this device learnt that the remembered user's session ended (the sync engine got a
 * 401) and kept the user for offline use: the next start then waits for the server again rather
 * than show the signed-in screens first. Cleared by the server's next answer.
 */
const SESSION_ENDED_KEY = 'dosewise:session-ended'

function rememberUser(user: CurrentUser | null) {
  try {
    if (user) localStorage.setItem(LAST_USER_KEY, JSON.stringify(user))
    else localStorage.removeItem(LAST_USER_KEY)
    localStorage.removeItem(SESSION_ENDED_KEY)
  } catch {}
}

function noteSessionEnded() {
  try {
    localStorage.setItem(SESSION_ENDED_KEY, '1')
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
const hasAuthHint = () => document.cookie.split('; ').some((part) => part === 'dosewise_auth=1')

export function mightBeSignedIn() {
  if (hasAuthHint()) return true
  try {
    return localStorage.getItem(LAST_USER_KEY) !== null
  } catch {
    return false
  }
}

/** The id of the user `provisionalUser` would show, without checking the stored record (start-up hints only). */
export function provisionalUserId(): number | null {
  try {
    if (!hasAuthHint() || localStorage.getItem(SESSION_ENDED_KEY) !== null) return null
    const id: unknown = JSON.parse(localStorage.getItem(LAST_USER_KEY) ?? 'null')?.id
    return typeof id === 'number' ? id : null
  } catch {
    return null
  }
}

/**
 * The user to show before the server answers: the remembered one, while the hint cookie says
 * this browser's session has not been ended (sign-out clears both) and no 401 has been seen
 * since.
 */
async function provisionalUser(): Promise<CurrentUser | null> {
  try {
    if (!hasAuthHint() || localStorage.getItem(SESSION_ENDED_KEY) !== null) return null
  } catch {
    return null
  }
  return lastKnownUser()
}

async function fetchCurrentUser(): Promise<{ user: CurrentUser; reminder?: string } | null> {
  if (!mightBeSignedIn()) return null
  // The request first, then the schema's chunk beside it rather than after its answer (one round
  // trip less).
  const answer = api.get<{ reminder?: unknown }>('/api/auth/user')
  const loading = schemas()
  loading.catch(() => {}) // awaited below; a failure there is handled as any other
  try {
    const body = await answer
    const reminder = typeof body.reminder === 'string' ? body.reminder : undefined
    const user = (await loading).currentUserSchema.parse(body)
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

/** The check `checkSessionAtStart` sent, until the provider takes it up. */
let startupCheck: ReturnType<typeof fetchCurrentUser> | null = null

/**
 * Called by the entry before the first render, with the promise of the frame's first paint: the
 * start-up request then goes out first, ahead of the first screen's code, which would otherwise
 * hold the browser's six connections while this small answer waited behind it (ADR 0058). The
 * provider's first check takes this one up; the promise returned resolves to the user it found
 * (null: none, or no answer).
 */
export function checkSessionAtStart(painted: Promise<void>): Promise<CurrentUser | null> {
  const check = painted.then(fetchCurrentUser)
  startupCheck = check
  return check.then(
    (result) => result?.user ?? null,
    () => null // handled where the provider awaits it
  )
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null })

  const settle = useCallback(async (check: ReturnType<typeof fetchCurrentUser>) => {
    try {
      const result = await check
      setState(result ? { status: 'signed-in', ...result, checked: true } : { status: 'signed-out', user: null })
      return result?.user ?? null
    } catch {
      // Network down or server error at start: treat as signed out (no retry, spec §4).
      setState({ status: 'signed-out', user: null })
      return null
    }
  }, [])
  const refresh = useCallback(() => settle(fetchCurrentUser()), [settle])

  const signOut = useCallback(async () => {
    await api.post('/api/auth/logout')
    rememberUser(null)
    setState({ status: 'signed-out', user: null })
  }, [])

  // The remembered user stays: opened offline later, the app still shows this person their own
  // data; the next answer from the server (401) forgets them.
  const expire = useCallback(() => {
    noteSessionEnded()
    setState({ status: 'signed-out', user: null })
  }, [])

  useEffect(() => {
    let live = true
    void provisionalUser().then((user) => {
      // Only while nothing better is known: the server's answer, when first, wins.
      if (live && user) setState((current) => (current.status === 'loading' ? { status: 'signed-in', user, checked: false } : current))
    })
    const sent = startupCheck
    startupCheck = null
    void (sent ? settle(sent) : refresh())
    return () => {
      live = false
    }
  }, [refresh, settle])

  const value = useMemo(() => ({ ...state, refresh, signOut, expire }), [state, refresh, signOut, expire])
  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession() {
  const value = use(SessionContext)
  if (!value) throw new Error('useSession must be used inside SessionProvider')
  return value
}
