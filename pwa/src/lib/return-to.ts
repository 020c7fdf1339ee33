/**
 * A deep link opened while signed out is remembered (for this tab) and used after sign-in,
 * so the user lands where they meant to go instead of the dashboard.
 */
const KEY = 'dosewise:return-to'
const PUBLIC_PATHS = ['/', '/login', '/signup', '/forgot-password']

export function rememberReturnTo(path: string) {
  if (PUBLIC_PATHS.includes(path) || path.startsWith('/reset-password') || path.startsWith('/verify-email')) return
  if (!path.startsWith('/') || path.startsWith('//')) return
  try {
    sessionStorage.setItem(KEY, path)
  } catch {}
}

/** The remembered path, or the fallback; it stays remembered until a signed-in page shows. */
export function peekReturnTo(fallback = '/dashboard'): string {
  try {
    const path = sessionStorage.getItem(KEY)
    return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback
  } catch {
    return fallback
  }
}

export function clearReturnTo() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {}
}
