import { useCallback, useEffect, useEffectEvent, useState } from 'react'
import { useOptionalLocalDb } from '../db/local-db-context'
import { readServerCopy, saveServerCopy } from '../db/server-copies'
import { ApiError, OfflineError, isConnectionFailure } from './api-client'
import { useOnline } from './use-online'

export interface ServerData<T> {
  /** The last answer for this key; kept while reloading and when the connection goes. null: none yet. */
  data: T | null
  /**
   * With `keep`: when `data` is the copy kept on this device from an earlier visit (not yet
   * confirmed by the server in this one), the moment it was saved; null otherwise.
   */
  savedAt: string | null
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
  savedAt: string | null
  loading: boolean
  offline: boolean
  failure: unknown
  error: string | null
}

const initial = <T>(key: string | null): State<T> => ({
  key,
  data: null,
  savedAt: null,
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
 * online asks again. With `keep`, every answer is also saved in the signed-in user's local
 * database and shown — marked by `savedAt` — until a fresh one arrives, offline included
 * (forums, stories; ADR 0030).
 *
 * Invariant: `load` fetches what `key` names and nothing else, so callers may pass a new arrow
 * each render.
 */
export function useServerData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  failureMessage: string,
  { cachedOffline = false, keep = false }: { cachedOffline?: boolean; keep?: boolean } = {}
): ServerData<T> {
  const [state, setState] = useState<State<T>>(() => initial(key))
  const [attempt, setAttempt] = useState(0)
  const online = useOnline()
  const db = useOptionalLocalDb()
  const copies = keep ? db : null

  // The kept copy shows until the server answers; an answer that came first is never replaced.
  useEffect(() => {
    if (key === null || !copies) return
    let live = true
    readServerCopy<T>(copies, key).then(
      (copy) => {
        if (!live || !copy) return
        setState((current) =>
          current.key === key && current.data === null ? { ...current, data: copy.value, savedAt: copy.savedAt } : current
        )
      },
      () => undefined // no copy to show: the screen waits for the server as without `keep`
    )
    return () => {
      live = false
    }
  }, [key, copies])
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
        if (controller.signal.aborted) return
        setState({ key, data, savedAt: null, loading: false, offline: false, failure: null, error: null })
        // A copy that cannot be saved (storage full) only means no offline copy next time.
        if (copies) saveServerCopy(copies, key, data).catch(() => undefined)
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
  }, [key, attempt, online, cachedOffline, copies])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  // Until the effect for a new key has run, the previous key's answer must not show.
  const current = state.key === key ? state : initial<T>(key)
  return {
    data: current.data,
    savedAt: current.savedAt,
    loading: current.loading,
    offline: current.offline,
    failure: current.failure,
    error: current.error,
    reload,
  }
}
