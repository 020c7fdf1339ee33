/**
 * The small page a social sign-in shows when it cannot go on (a provider not configured, a
 * refused or failed exchange): the title and message the service chose, escaped.
 */
import { escapeHtml } from '#services/html'
import type { SocialAuthPage } from '#services/social_auth_service'

export function renderPage(page: SocialAuthPage): string {
  const title = escapeHtml(page.title)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Dosewise</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:1rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.35rem;margin:0 0 1rem}p{line-height:1.5}a{color:#2563eb}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(page.message)}</p>
<p><a href="/login">Back to sign in</a></p>
</main>
</body>
</html>
`
}
