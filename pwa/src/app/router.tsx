/**
 * Routes by sign-in state (spec §2). Signed out: the public screens, and every other path shows
 * the landing page (remembering the deep link for after sign-in). Signed in: the product's
 * screens and a 404. Each screen is its own chunk, so the landing page loads only what it needs.
 */
import { BrowserRouter, matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router'
import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import { useSession } from '../lib/session'
import { LoadingScreen } from './loading-screen'
import { ScreenFrame, screenHeading } from './screen-frame'
import { ScrollOnNavigation } from './scroll-on-navigation'
import { clearReturnTo, peekReturnTo, rememberReturnTo } from '../lib/return-to'
import { HomePage, NotFoundPage, preloadSignedInScreen, SignedInLayout, SIGNED_IN_PAGES } from './signed-in-pages'

// Eager on purpose: the landing page is the first paint for most visitors (2 KB), and a lazy
// chunk would cost one more round trip before anything shows.
import LandingPage from '../features/landing/landing-page'
const LoginPage = lazy(() => import('../features/auth/login-page'))
const SignupPage = lazy(() => import('../features/auth/signup-page'))
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'))
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'))
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'))
const PrivacyPage = lazy(() => import('../features/pages/privacy-page'))
const TermsPage = lazy(() => import('../features/pages/terms-page'))

/**
 * Screens only a signed-out visitor uses, and the public text pages: no signed-in screen to
 * prepare when one is opened.
 */
const SIGNED_OUT_PATHS = ['/login', '/signup', '/forgot-password', '/reset-password/:token', '/verify-email/:token', '/privacy', '/terms']

let firstScreen: Promise<void> | null = null
let firstScreenSettled = false

/** Resolves once the browser has painted what is on screen now (or after 100 ms at most). */
export const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    const after = () => setTimeout(resolve, 0)
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(after)
    setTimeout(resolve, 100) // no frames (a hidden tab): do not wait for one
  })

/**
 * At start-up, when someone may be signed in: fetch the code of the signed-in screen the address
 * shows while the session is being read, so that screen can paint as soon as it is known, and
 * open the remembered user's database meanwhile. Meanwhile the screen's frame shows (Root); the
 * code is asked for once the frame has `painted`, so the entry chunk has the connection to itself
 * until then (ADR 0050). The session check (`session`) waits for the same paint and goes just
 * ahead of the code (ADR 0058).
 *
 * A device that remembers nobody (`userId` null: a new device, or after a sign-out) has nothing of
 * the person's to show before the first pull, so once `session` names them their database opens
 * and their sync starts while the screen's code still arrives (ADR 0058).
 */
export function preloadFirstScreen(
  pathname: string,
  userId: number | null,
  { session, painted }: { session: Promise<{ id: number } | null>; painted: Promise<void> }
) {
  if (SIGNED_OUT_PATHS.some((path) => matchPath(path, pathname))) return
  if (userId === null) {
    void session.then((user) => user && import('./user-data').then(({ startFirstSync }) => startFirstSync(user.id))).catch(() => {})
  }
  firstScreen = painted
    .then(() => {
      if (userId !== null) void import('./user-data').then(({ prepareUserData }) => prepareUserData(userId))
      return preloadSignedInScreen(pathname)
    })
    .catch(() => {}) // a chunk that cannot load fails again where it renders, as before
    .then(() => {
      firstScreenSettled = true
    })
}

/**
 * Whether the first screen's code (fetched at start-up) is in. Until then the loading screen
 * stays, rather than a Suspense fallback that would hold the screen back (see preloadable.ts).
 */
function useFirstScreenReady(): boolean {
  const [ready, setReady] = useState(() => firstScreen === null || firstScreenSettled)
  useEffect(() => {
    if (ready || !firstScreen) return
    let live = true
    // A transition: see Root.
    void firstScreen.then(() => live && startTransition(() => setReady(true)))
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

function Root() {
  const session = useSession()
  const firstScreenReady = useFirstScreenReady()
  const { pathname } = useLocation()
  // Going from the frame (or the spinner) to the first screen renders the layout and the whole
  // page: as a transition, React renders it in slices of a few milliseconds, with the frame
  // still showing, rather than in one long task (ADR 0050).
  const status = useDeferredValue(session.status)
  if (status === 'loading' || (status === 'signed-in' && !firstScreenReady)) {
    // A signed-in screen with a fixed heading is being prepared (preloadFirstScreen): its frame
    // and heading paint at once, from this chunk, while its code arrives (ADR 0050).
    const heading = firstScreen ? screenHeading(pathname) : undefined
    return heading ? <ScreenFrame heading={heading} /> : <LoadingScreen />
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  )
}

/** Signed-out visitors of / and of any non-public path see the landing page (spec §2). */
function SignedOutFallback() {
  const { pathname, search } = useLocation()
  useEffect(() => rememberReturnTo(pathname + search), [pathname, search])
  return <LandingPage />
}

/** A signed-in page has been reached: the remembered deep link has served its purpose. */
function ArrivedSignedIn({ children }: { children: ReactNode }) {
  useEffect(() => clearReturnTo(), [])
  return children
}

function SignedInOnly({ children }: { children: ReactNode }) {
  const session = useSession()
  return session.status === 'signed-in' ? <ArrivedSignedIn>{children}</ArrivedSignedIn> : <SignedOutFallback />
}

/**
 * Sign-in and sign-up make no sense once signed in. This is also how a sign-in completes: the
 * session turns signed-in and the user goes to the deep link they opened, else the dashboard.
 */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession()
  return session.status === 'signed-in' ? <Navigate to={peekReturnTo('/dashboard')} replace /> : children
}

function NotFoundOrLanding() {
  return (
    <SignedInOnly>
      <SignedInLayout>
        <NotFoundPage />
      </SignedInLayout>
    </SignedInOnly>
  )
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <ScrollOnNavigation />
      <Routes>
        <Route element={<Root />}>
          <Route
            path="/login"
            element={
              <SignedOutOnly>
                <LoginPage />
              </SignedOutOnly>
            }
          />
          <Route
            path="/signup"
            element={
              <SignedOutOnly>
                <SignupPage />
              </SignedOutOnly>
            }
          />
          <Route
            path="/forgot-password"
            element={
              <SignedOutOnly>
                <ForgotPasswordPage />
              </SignedOutOnly>
            }
          />
          <Route
            path="/reset-password/:token"
            element={
              <SignedOutOnly>
                <ResetPasswordPage />
              </SignedOutOnly>
            }
          />
          <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
          {/* Open to everyone, signed in or not. */}
          <Route path="/privacy" element={<PrivacyPage />} />
          <Route path="/terms" element={<TermsPage />} />
          <Route
            element={
              <SignedInOnly>
                <SignedInLayout>
                  <Outlet />
                </SignedInLayout>
              </SignedInOnly>
            }
          >
            {/* Signed out, / is the landing page (SignedInOnly); signed in, Today, in the same
                layout as the other screens, so moving between them keeps the shell mounted. */}
            <Route path="/" element={<HomePage />} />
            {SIGNED_IN_PAGES.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Route>
          <Route path="*" element={<NotFoundOrLanding />} />
        </Route>
      </Routes>
    </BrowserRouter>
  )
}
