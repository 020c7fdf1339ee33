/**
 * Mounts the toast viewport without putting Radix Toast on the landing page's critical path:
 * the Toaster chunk loads when the browser is first idle, or at once when a toast is raised
 * before that. The toast store itself (ui/toast/use-toast) is tiny and always present.
 */
import { lazy, Suspense } from 'react'
import { useToasts } from '../ui/toast/use-toast'
import { useIdle } from '../lib/when-idle'

const Toaster = lazy(() => import('../ui/toast/toaster').then((m) => ({ default: m.Toaster })))

export function ToastHost() {
  const toasts = useToasts()
  const idle = useIdle(2000)
  if (!idle && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
