import { useCallback, useRef, useState } from 'react'
import { ApiError, isConnectionFailure } from './api-client'

export interface ServerResourceState<T> {
  /** The last answer the server sent; kept while reloading and when the connection goes. null = none yet. */
  data: T | null
  loading: boolean
  /** The last attempt could not reach the server. */
  offline: boolean
  /** What went wrong otherwise, in words a person can read. */
  error: string | null
}

export interface ServerResource<T> extends ServerResourceState<T> {
  /** Fetches it again (when the screen or tab opens, after a change, on 'Try again'). */
  reload: () => Promise<void>
}

/**
 * Something that lives on the server only, not on the device (reviews, orders, subscriptions).
 * Nothing is requested until `reload()`: the caller says when (on mount, when a tab opens, when
 * the connection comes back). Offline, nothing is sent, `offline` is set and the last data stays.
 *
 * Invariant: `fetchData` is stable (a module function or a useCallback), since `reload` follows
 * it and callers run effects on `reload`. `loadingAtFirst`: the caller fetches on mount, so the
 * first paint already shows it loading.
 */
export function useServerResource<T>(fetchData: () => Promise<T>, failureMessage: string, loadingAtFirst = false): ServerResource<T> {
  const [state, setState] = useState<ServerResourceState<T>>({ data: null, loading: loadingAtFirst, offline: false, error: null })
  // Only the newest request may set the state: an older answer arriving late is dropped.
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const request = ++latest.current
    if (!navigator.onLine) {
      setState((current) => ({ ...current, loading: false, offline: true, error: null }))
      return
    }
    setState((current) => ({ ...current, loading: true }))
    try {
      const data = await fetchData()
      if (request === latest.current) setState({ data, loading: false, offline: false, error: null })
    } catch (error) {
      if (request !== latest.current) return
      const offline = isConnectionFailure(error)
      const message = offline ? null : (error instanceof ApiError && error.serverMessage) || failureMessage
      setState((current) => ({ ...current, loading: false, offline, error: message }))
    }
  }, [fetchData, failureMessage])

  return { ...state, reload }
}
