/**
 * Where the page is scrolled after a client-side navigation. The app uses <BrowserRouter>, and
 * react-router's <ScrollRestoration /> needs a data router, so this does its job:
 * - a new screen (a link, a redirect) opens at the top, or at its #hash target;
 * - Back and Forward return to where the person was on that history entry (a reload too, within
 *   the tab), retrying while the screen grows (a lazy chunk, then live queries) until it is tall
 *   enough, they scroll or type themselves, or five seconds pass (a slow phone);
 * - a change of the query string alone (a tab, a filter) leaves the page where it is.
 * Focus is left alone: the skip link and a clicked link keep the browser's own behaviour.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, type Location as RouterLocation, type NavigationType } from 'react-router'

const STORAGE_KEY = 'dosewise:scroll-positions'
const KEPT_ENTRIES = 50
const SETTLE_MS = 5000
/** About half a second of frames the restored place must hold. */
const STEADY_FRAMES = 30
const PERSON_ACTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

type Action = { kind: 'top' } | { kind: 'stay' } | { kind: 'restore'; y: number } | { kind: 'hash'; hash: string }
type Shown = { entry: string; pathname: string; hash: string; action: Action }

function readPositions(): Map<string, number> {
  try {
    const pairs: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(pairs)) return new Map()
    return new Map(pairs.filter((pair): pair is [string, number] => typeof pair?.[0] === 'string' && Number.isFinite(pair?.[1])))
  } catch {
    return new Map()
  }
}

/**
 * react-router keys the entries it makes; the first entry of a tab and the one a plain `#id` link
 * (the skip link) makes have no key of their own ('default'), so those are told apart by address.
 */
function entryKey(key: string, pathname: string, search: string, hash: string) {
  return key === 'default' ? `default:${pathname}${search}${hash}` : key
}

function decide(previous: Shown | null, type: NavigationType, location: RouterLocation, saved: number | undefined): Action {
  const { key, pathname, hash } = location
  if (type === 'POP') {
    // A plain #id link: the browser has already scrolled there, and doing it again is harmless.
    if (hash && key === 'default') return { kind: 'hash', hash }
    if (saved !== undefined) return { kind: 'restore', y: saved }
    return hash ? { kind: 'hash', hash } : { kind: 'stay' }
  }
  if (previous && previous.pathname === pathname && previous.hash === hash) return { kind: 'stay' }
  return hash ? { kind: 'hash', hash } : { kind: 'top' }
}

/** Repeats `step` each frame until it reports success, the person acts, or SETTLE_MS pass. */
function untilSettled(step: () => boolean): () => void {
  const deadline = performance.now() + SETTLE_MS
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const event of PERSON_ACTS) window.removeEventListener(event, stop)
  }
  const attempt = () => {
    if (step() || performance.now() > deadline) stop()
    else frame = requestAnimationFrame(attempt)
  }
  for (const event of PERSON_ACTS) window.addEventListener(event, stop, { passive: true })
  attempt()
  return stop
}

/**
 * A restore is done when the page has kept its height and the position for `frames` frames in a
 * row: content still arriving (a skeleton replaced by a list) can move the page after the first
 * frame it was right, and the browser's scroll anchoring follows that content, not the place.
 */
function holdsFor(frames: number, step: () => boolean): () => boolean {
  let steady = 0
  let height = -1
  return () => {
    const ok = step()
    const now = document.documentElement.scrollHeight
    steady = ok && now === height ? steady + 1 : 0
    height = now
    return steady >= frames
  }
}

function scrollToY(y: number): boolean {
  window.scrollTo(0, y)
  return Math.abs(window.scrollY - y) < 1
}

function scrollToHash(hash: string): boolean {
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {
    // not percent-encoded: the id as written
  }
  const target = document.getElementById(id)
  target?.scrollIntoView()
  return target !== null
}

export function ScrollOnNavigation() {
  const location = useLocation()
  const { pathname, hash } = location
  const entry = entryKey(location.key, pathname, location.search, hash)
  const navigationType = useNavigationType()
  // Where each history entry was last scrolled to, by its key.
  const [positions] = useState(readPositions)
  const currentEntry = useRef(entry)
  // The entry last shown and what was done for it: decided once per entry, so that a second run
  // of the effect for the same entry (StrictMode) does the same thing.
  const shown = useRef<Shown | null>(null)

  useEffect(() => {
    const remember = () => positions.set(currentEntry.current, window.scrollY)
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)))
      } catch {
        // storage full or blocked: Back still works within this page load
      }
    }
    const browserRestoration = history.scrollRestoration
    history.scrollRestoration = 'manual'
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      history.scrollRestoration = browserRestoration
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', persist)
    }
  }, [positions])

  useLayoutEffect(() => {
    currentEntry.current = entry
    let current = shown.current
    if (current?.entry !== entry) {
      current = { entry, pathname, hash, action: decide(current, navigationType, location, positions.get(entry)) }
      shown.current = current
    }
    const action = current.action
    switch (action.kind) {
      case 'top':
        window.scrollTo(0, 0)
        return
      case 'stay': {
        // Read in the next frame, where the browser lays the page out anyway: read here, it forced
        // the first screen's whole style and layout inside React's commit (157 ms at 4× CPU, ADR 0056).
        const frame = requestAnimationFrame(() => positions.set(entry, window.scrollY))
        return () => cancelAnimationFrame(frame)
      }
      case 'restore':
        return untilSettled(holdsFor(STEADY_FRAMES, () => scrollToY(action.y)))
      case 'hash':
        return untilSettled(() => scrollToHash(action.hash))
    }
  }, [entry, pathname, hash, navigationType, location, positions])

  return null
}
