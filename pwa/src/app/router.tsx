/**
 * Routes by sign-in state (spec §2). Signed out: the public screens, and every other path shows
 * the landing page (remembering the deep link for after sign-in). Signed in: the product's
 * screens and a 404. Each screen is its own chunk, so the landing page loads only what it needs.
 */
import { BrowserRouter, Navigate, Outlet, Route, Routes, useLocation } from 'react-router'
import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { useSession } from '../lib/session'
import { LoadingScreen } from './loading-screen'
import { clearReturnTo, peekReturnTo, rememberReturnTo } from '../lib/return-to'
import { SIGNED_IN_PAGES } from './signed-in-pages'

// Eager on purpose: the landing page is the first paint for most visitors (2 KB), and a lazy
// chunk would cost one more round trip before anything shows.
import LandingPage from '../features/landing/landing-page'
const LoginPage = lazy(() => import('../features/auth/login-page'))
const SignupPage = lazy(() => import('../features/auth/signup-page'))
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'))
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'))
const VerifyEmailPage = lazy(() => import('../features/auth/verify-email-page'))
const SignedInLayout = lazy(() => import('./layouts/signed-in-layout'))
const HomePage = lazy(() => import('../features/today/today-page'))
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'))

function Root() {
  const session = useSession()
  if (session.status === 'loading') return <LoadingScreen />
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  )
}

/** Signed-out visitors of any non-public path see the landing page (spec §2). */
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

function HomeOrLanding() {
  const session = useSession()
  if (session.status !== 'signed-in') return <LandingPage />
  return (
    <SignedInLayout>
      <HomePage />
    </SignedInLayout>
  )
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
      <Routes>
        <Route element={<Root />}>
          <Route path="/" element={<HomeOrLanding />} />
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
          <Route
            element={
              <SignedInOnly>
                <SignedInLayout>
                  <Outlet />
                </SignedInLayout>
              </SignedInOnly>
            }
          >
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
