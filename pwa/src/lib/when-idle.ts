/**
 * Work nobody sees at start-up (the sync engine, the in-app reminders) waits until the browser
 * has a moment — in practice after the first screen has painted — so it does not compete with
 * that screen for the main thread and the local database. Never longer than `timeoutMs`.
 */
import { useEffect, useState } from 'react'

/** Runs `fn` when the browser is idle (or after `timeoutMs` at the latest); returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => fn(), { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  // Safari has no requestIdleCallback: a short pause after the current work.
  const id = setTimeout(fn, Math.min(timeoutMs, 200))
  return () => clearTimeout(id)
}

/** False until the browser has first been idle after this component mounted. */
export function useIdle(timeoutMs?: number): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), timeoutMs), [timeoutMs])
  return idle
}
