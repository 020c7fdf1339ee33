/**
 * Mounts the toast viewport without putting Radix Toast on the landing page at all: the Toaster
 * chunk loads when the first toast is raised, or — signed in, where toasts are common (sync,
 * saves, updates) — when the browser is first idle after the first screen. Once mounted it stays,
 * so a dismissed toast can animate out. The toast store itself (ui/toast/use-toast) is tiny and
 * always present.
 */
import { lazy, Suspense, useState } from 'react'
import { useToasts } from '../ui/toast/use-toast'
import { useIdle } from '../lib/when-idle'
import { useSession } from '../lib/session'

const Toaster = lazy(() => import('../ui/toast/toaster').then((m) => ({ default: m.Toaster })))

export function ToastHost() {
  const toasts = useToasts()
  const signedIn = useSession().status === 'signed-in'
  const idle = useIdle(2000)
  const [mounted, setMounted] = useState(false)
  const wanted = toasts.length > 0 || (idle && signedIn)
  // Latched during render (React's "adjust state while rendering"): never unmounted again.
  if (wanted && !mounted) setMounted(true)
  if (!mounted && !wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
