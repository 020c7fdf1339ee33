/**
 * The CSRF double-submit both HTTP paths use (screens' api-client, the sync engine's transport):
 * any GET hands out the XSRF-TOKEN cookie; state-changing requests send it back as X-XSRF-TOKEN.
 */
export function csrfToken(): string | undefined {
  const part = document.cookie.split('; ').find((cookie) => cookie.startsWith('XSRF-TOKEN='))
  return part ? decodeURIComponent(part.slice('XSRF-TOKEN='.length)) : undefined
}

/** Asks the server for a (fresh) XSRF-TOKEN cookie. */
export async function fetchCsrfCookie(): Promise<void> {
  await fetch('/api/health', { credentials: 'same-origin', cache: 'no-store' })
}
