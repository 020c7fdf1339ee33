/**
 * The CSRF double-submit both HTTP paths use (screens' api-client, the sync engine's transport):
 * GET /api/auth/csrf (and any GET of a session that has one) hands out the XSRF-TOKEN cookie;
 * state-changing requests send it back as X-XSRF-TOKEN. Other cookie-less GETs start no session.
 */
export function csrfToken(): string | undefined {
  const part = document.cookie.split('; ').find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  return part ? decodeURIComponent(part.slice('XSRF-TOKEN='.length)) : undefined
}

/** Asks the server for a (fresh) XSRF-TOKEN cookie. */
export async function fetchCsrfCookie(): Promise<void> {
  await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store' })
}
