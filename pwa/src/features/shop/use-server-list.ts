import { useCallback, useRef, useState } from 'react'
import { ApiError } from '../../lib/api-client'
import { isConnectionFailure } from './shop-api'

export interface ServerListState<T> {
  /** The last list the server sent; kept while reloading and when the connection goes. null = never fetched. */
  items: T[] | null
  loading: boolean
  /** The last attempt could not reach the server. */
  offline: boolean
  /** What went wrong otherwise, in words a person can read. */
  error: string | null
}

export interface ServerList<T> extends ServerListState<T> {
  /** Fetches the list again (when its tab opens, after a change, on 'Try again'). */
  reload: () => Promise<void>
}

/**
 * A list that lives on the server only (the user's orders or subscriptions), fetched on demand:
 * nothing is requested until the first `reload()`, so a tab fetches its list when it opens.
 */
export function useServerList<T>(fetchList: () => Promise<T[]>, failureMessage: string): ServerList<T> {
  const [state, setState] = useState<ServerListState<T>>({ items: null, loading: false, offline: false, error: null })
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
      const items = await fetchList()
      if (request === latest.current) setState({ items, loading: false, offline: false, error: null })
    } catch (error) {
      if (request !== latest.current) return
      const offline = isConnectionFailure(error)
      const message = offline ? null : (error instanceof ApiError && error.serverMessage) || failureMessage
      setState((current) => ({ ...current, loading: false, offline, error: message }))
    }
  }, [fetchList, failureMessage])

  return { ...state, reload }
}
