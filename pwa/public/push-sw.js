/**
 * Web Push in the service worker (issue 13). Loaded by the generated worker (vite.config.ts,
 * workbox.importScripts); plain JavaScript, since it is served as it is.
 *
 * A push from the API is a dose reminder: { title, body, tag, url, actionToken }. It becomes a
 * notification with 'Taken' and 'Snooze 30 min' buttons. A button records the dose through
 * POST /api/push/dose-actions with the token the push carried — it works with every tab closed
 * and the session expired, and every device gets the change by sync. A tap elsewhere opens or
 * focuses Dosewise on Today.
 */
self.addEventListener('push', (event) => {
  let message
  try {
    message = event.data ? event.data.json() : null
  } catch {
    message = null
  }
  if (!message || typeof message.title !== 'string') return
  const actions = message.actionToken
    ? [
        { action: 'taken', title: 'Taken' },
        { action: 'snooze', title: 'Snooze 30 min' },
      ]
    : []
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      requireInteraction: true,
      data: { url: message.url || '/', actionToken: message.actionToken || null },
      actions,
    })
  )
})

async function recordAction(action, token) {
  const response = await fetch('/api/push/dose-actions', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'omit',
    body: JSON.stringify({ token, action }),
  })
  if (!response.ok) throw new Error(`dose action answered ${response.status}`)
}

async function openApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  for (const client of windows) {
    if (new URL(client.url).origin === self.location.origin) {
      await client.focus()
      if ('navigate' in client) await client.navigate(url).catch(() => {})
      return
    }
  }
  await self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event) => {
  const notification = event.notification
  const data = notification.data || {}
  notification.close()
  if ((event.action === 'taken' || event.action === 'snooze') && data.actionToken) {
    // Offline or refused (an expired token): open the app, where the dose can be marked.
    event.waitUntil(recordAction(event.action, data.actionToken).catch(() => openApp('/')))
    return
  }
  event.waitUntil(openApp(data.url || '/'))
})
