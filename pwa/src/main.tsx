/**
 * Entry point: the sign-in state around the router, and the toast viewport.
 * Tooltips are provided by the signed-in layout (no tooltip on the public screens).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles.css'
import { afterNextPaint, AppRoutes, preloadFirstScreen } from './app/router'
import { checkSessionAtStart, mightBeSignedIn, provisionalUserId, SessionProvider } from './lib/session'
import { ToastHost } from './app/toast-host'
import { UpdateToast } from './app/pwa/update-toast'

const root = document.getElementById('root')
if (root) {
  if (mightBeSignedIn()) {
    // The frame paints first; then the session check goes out, just ahead of the screen's code.
    const painted = afterNextPaint()
    preloadFirstScreen(location.pathname, provisionalUserId(), { session: checkSessionAtStart(painted), painted })
  }
  createRoot(root).render(
    <StrictMode>
      <SessionProvider>
        <AppRoutes />
        <ToastHost />
        <UpdateToast />
      </SessionProvider>
    </StrictMode>
  )
}
