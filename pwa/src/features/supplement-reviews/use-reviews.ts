import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { ApiError } from '../../lib/api-client'
import { fetchReviews, isConnectionFailure, type ReviewList } from './reviews-api'

export interface ReviewsState {
  /** The last list the server sent; kept while reloading and when the connection goes. */
  list: ReviewList | null
  loading: boolean
  /** The last attempt could not reach the server. */
  offline: boolean
  /** What went wrong otherwise, in words a person can read. */
  error: string | null
}

function subscribeToConnection(callback: () => void) {
  window.addEventListener('online', callback)
  window.addEventListener('offline', callback)
  return () => {
    window.removeEventListener('online', callback)
    window.removeEventListener('offline', callback)
  }
}

/** The browser's idea of the connection, live. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeToConnection, () => navigator.onLine, () => true)
}

/**
 * A supplement's reviews, fetched from the server (they are not kept on the device): on first
 * render, when the connection comes back, and on `reload()` (after a review is saved).
 */
export function useReviews(supplementId: number) {
  const online = useOnline()
  const [state, setState] = useState<ReviewsState>({ list: null, loading: true, offline: false, error: null })
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
      const list = await fetchReviews(supplementId)
      if (request === latest.current) setState({ list, loading: false, offline: false, error: null })
    } catch (error) {
      if (request !== latest.current) return
      const offline = isConnectionFailure(error)
      const message = offline ? null : (error instanceof ApiError && error.serverMessage) || 'Failed to load reviews. Please try again.'
      setState((current) => ({ ...current, loading: false, offline, error: message }))
    }
  }, [supplementId])

  useEffect(() => {
    void reload()
  }, [reload, online])

  return { ...state, online, reload }
}
