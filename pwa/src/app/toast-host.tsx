/**
 * Mounts the toast viewport without putting Radix Toast on the landing page's critical path:
 * the Toaster chunk loads when the browser is first idle, or at once when a toast is raised
 * before that. The toast store itself (ui/toast/use-toast) is tiny and always present.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { useToasts } from '../ui/toast/use-toast'

const Toaster = lazy(() => import('../ui/toast/toaster').then((m) => ({ default: m.Toaster })))

function whenIdle(callback: () => void) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 2000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 200)
  return () => clearTimeout(id)
}

export function ToastHost() {
  const toasts = useToasts()
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true)), [])
  if (!idle && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
