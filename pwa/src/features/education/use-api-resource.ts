import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown }

/**
 * One GET for a screen: loading, then the data or the error. A new `key` starts a new request
 * and aborts the old one, as does leaving the screen. After a failure, `retry()` asks again,
 * and so does coming back online.
 *
 * Invariant: `load` fetches what `key` names and nothing else, so the effect runs per key (and
 * retry), not per render — callers pass a new arrow every time.
 */
export function useApiResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ key: string; resource: Resource<T> }>({ key, resource: { status: 'loading' } })
  const [attempt, setAttempt] = useState(0)
  // Read by the 'online' listener, which is there from the start so no event is missed.
  const failed = useRef(false)

  // The latest `load`, without re-running the request for a new arrow each render.
  const fetchResource = useEffectEvent((signal: AbortSignal) => load(signal))

  useEffect(() => {
    const controller = new AbortController()
    failed.current = false
    setState({ key, resource: { status: 'loading' } })
    fetchResource(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, resource: { status: 'ready', data } })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        failed.current = true
        setState({ key, resource: { status: 'error', error } })
      }
    )
    return () => controller.abort()
  }, [key, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  useEffect(() => {
    const retryIfFailed = () => {
      if (failed.current) retry()
    }
    window.addEventListener('online', retryIfFailed)
    return () => window.removeEventListener('online', retryIfFailed)
  }, [retry])

  // Until the effect for a new key has run, the previous key's answer must not show.
  const resource: Resource<T> = state.key === key ? state.resource : { status: 'loading' }
  return { resource, retry }
}
