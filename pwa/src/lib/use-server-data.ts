import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { ApiError, OfflineError, isConnectionFailure } from './api-client'
import { useOnline } from './use-online'

export interface ServerData<T> {
  /** The last answer for this key; kept while reloading and when the connection goes. null: none yet. */
  data: T | null
  /** A request for this key is under way. */
  loading: boolean
  /** The last attempt could not reach the server (the data, if any, is what was last seen). */
  offline: boolean
  /** What the last attempt failed with: the error itself, for screens that tell cases apart (404). */
  failure: unknown
  /** The failure in words a person can read (null when it was a connection failure, see `offline`). */
  error: string | null
  /** Asks again (after a change, on 'Try again'). */
  reload: () => void
}

interface State<T> {
  key: string | null
  data: T | null
  loading: boolean
  offline: boolean
  failure: unknown
  error: string | null
}

const initial = <T>(key: string | null): State<T> => ({
  key,
  data: null,
  loading: key !== null,
  offline: false,
  failure: null,
  error: null,
})

/**
 * Data that lives on the server only, not on the device (articles, reviews, orders,
 * subscriptions): the one hook screens use for it. `key` names what `load` fetches; a new key
 * starts a new request and aborts the old one (as leaving the screen does), and the previous
 * key's data is never shown for it. `null` fetches nothing (a tab not open yet). While the
 * browser says it is offline nothing is sent — unless `cachedOffline`: the service worker keeps
 * a copy (articles). A connection failure sets `offline` and keeps the last data; coming back
 * online asks again.
 *
 * Invariant: `load` fetches what `key` names and nothing else, so callers may pass a new arrow
 * each render.
 */
export function useServerData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  failureMessage: string,
  { cachedOffline = false }: { cachedOffline?: boolean } = {}
): ServerData<T> {
  const [state, setState] = useState<State<T>>(() => initial(key))
  const [attempt, setAttempt] = useState(0)
  const online = useOnline()
  const fetchData = useEffectEvent((signal: AbortSignal) => load(signal))
  const describe = useEffectEvent((error: unknown) => (error instanceof ApiError && error.serverMessage) || failureMessage)

  useEffect(() => {
    if (key === null) return
    if (!online && !cachedOffline) {
      setState((current) =>
        current.key === key
          ? { ...current, loading: false, offline: true, failure: new OfflineError(), error: null }
          : { ...initial<T>(key), loading: false, offline: true, failure: new OfflineError() }
      )
      return
    }
    const controller = new AbortController()
    setState((current) => (current.key === key ? { ...current, loading: true } : initial(key)))
    fetchData(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, loading: false, offline: false, failure: null, error: null })
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return
        const offline = isConnectionFailure(failure)
        const error = offline ? null : describe(failure)
        setState((current) => ({ ...current, loading: false, offline, failure, error }))
      }
    )
    return () => controller.abort()
    // `online`: coming back (or going) asks again; an answer already shown stays meanwhile.
  }, [key, attempt, online, cachedOffline])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  // Until the effect for a new key has run, the previous key's answer must not show.
  const current = state.key === key ? state : initial<T>(key)
  return { data: current.data, loading: current.loading, offline: current.offline, failure: current.failure, error: current.error, reload }
}
