/**
 * The app's toasts (spec §4, §9), held outside React so any code — a mutation's error handler,
 * the sync engine — can call `toast()` without a hook. Invariants:
 * - at most TOAST_LIMIT (1) toast is kept: a new one replaces the previous;
 * - dismissing only sets `open: false` (Radix plays the exit animation); the record is removed
 *   TOAST_REMOVE_DELAY ms later, unless a newer toast has already replaced it;
 * - auto-close after `duration` (default TOAST_DURATION) is done by Radix, which then calls dismiss.
 */
import { useSyncExternalStore, type ReactNode } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000

export type ToastVariant = 'default' | 'destructive' | 'success'

export interface ToastAction {
  label: string
  onClick: () => void
}

export interface ToastInput {
  title: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  action?: ToastAction
  /** Milliseconds before it closes by itself; TOAST_DURATION when omitted. */
  duration?: number
}

export interface ToastRecord extends ToastInput {
  id: string
  open: boolean
}

export interface ToastHandle {
  id: string
  dismiss: () => void
  update: (changes: Partial<ToastInput>) => void
}

type Listener = () => void

let toasts: readonly ToastRecord[] = []
let count = 0
const listeners = new Set<Listener>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function setToasts(next: readonly ToastRecord[]): void {
  // Forget the removal timers of toasts that were pushed out by the limit.
  for (const id of removalTimers.keys()) {
    if (!next.some((t) => t.id === id)) {
      clearTimeout(removalTimers.get(id))
      removalTimers.delete(id)
    }
  }
  toasts = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return
  const timer = setTimeout(() => {
    removalTimers.delete(id)
    setToasts(toasts.filter((t) => t.id !== id))
  }, TOAST_REMOVE_DELAY)
  removalTimers.set(id, timer)
}

/** Closes one toast, or every toast when no id is given. */
export function dismiss(id?: string): void {
  const closing = toasts.filter((t) => (id === undefined || t.id === id) && t.open)
  if (closing.length === 0) return
  for (const t of closing) scheduleRemoval(t.id)
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)))
}

function update(id: string, changes: Partial<ToastInput>): void {
  if (!toasts.some((t) => t.id === id)) return
  setToasts(toasts.map((t) => (t.id === id ? { ...t, ...changes } : t)))
}

export function toast(input: ToastInput): ToastHandle {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  const id = String(count)
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismiss(id), update: (changes) => update(id, changes) }
}

export function getToasts(): readonly ToastRecord[] {
  return toasts
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current toasts (at most one), re-rendering when they change. */
export function useToasts(): readonly ToastRecord[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts)
}
