/**
 * Web Push reminders end to end (issue 13): the API's scheduler sends a due dose to a push
 * service — here a stand-in on 127.0.0.1 over HTTPS, which checks the VAPID signature and
 * decrypts the payload as a browser's push service would — and the message is handed to the
 * real service worker in Chromium through the DevTools protocol (Chromium cannot be pointed at
 * another push service). The worker shows the notification with Taken and Snooze; Taken
 * records the dose with no page involved, and Today shows it taken after sync. Delivery through
 * real push services (FCM, Mozilla, Apple) stays a manual check (README).
 */
/* global self, NotificationEvent */
import assert from 'node:assert/strict'
import { Buffer } from 'node:buffer'
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:https'
import { createRequire } from 'node:module'
import { after, before } from 'node:test'
import { BASE_URL, useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, apiSignUp } from './support/fixtures.js'
import { eventually, expectHidden, expectVisible } from './support/expect.js'

const { decrypt } = createRequire(import.meta.url)('http_ece')

useBrowser()

let account
let client
const received = []
let server
let origin

/** Checks the VAPID JWT of a push request (ES256, this push service's origin, a mailto: subject). */
function checkVapid(header) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '')
  assert.ok(match, `VAPID authorization header, got ${header}`)
  const [head, body, signature] = match[1].split('.')
  const raw = Buffer.from(match[2], 'base64url')
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  })
  assert.ok(verify('sha256', Buffer.from(`${head}.${body}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url')))
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
  assert.equal(claims.aud, origin)
  assert.match(claims.sub, /^mailto:/)
}

const ecdh = createECDH('prime256v1')
ecdh.generateKeys()
const authSecret = randomBytes(16).toString('base64url')

before(async () => {
  account = await apiSignUp()
  client = await apiSignIn(account)
  server = createServer(
    { cert: readFileSync(process.env.E2E_PUSH_CERT), key: readFileSync(process.env.E2E_PUSH_KEY) },
    (request, response) => {
      const chunks = []
      request.on('data', (chunk) => chunks.push(chunk))
      request.on('end', () => {
        try {
          checkVapid(request.headers.authorization)
          const clear = decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret })
          received.push(JSON.parse(clear.toString('utf8')))
          response.writeHead(201).end()
        } catch (error) {
          received.push({ error: String(error) })
          response.writeHead(400).end()
        }
      })
    }
  )
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${server.address().port}`
})

after(() => new Promise((resolve) => server.close(resolve)))

/** The Chromium service worker registration id of the app, through the DevTools protocol. */
async function registrationId(cdp) {
  const found = new Promise((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(BASE_URL) && !r.isDeleted)
      if (ours) resolve(ours.registrationId)
    })
  )
  await cdp.send('ServiceWorker.enable')
  return found
}

pageTest(
  'a due dose is pushed by the API, shown by the service worker with Taken and Snooze, and Taken records it with no page',
  { timeout: 120_000, contextOptions: { timezoneId: 'UTC' } },
  async ({ page, context }) => {
    await context.grantPermissions(['notifications'], { origin: BASE_URL })
    await context.addCookies(client.playwrightCookies())

    // Track a supplement and give it the current minute as its time (UTC: the device's zone here).
    await page.goto('/supplements/1')
    await page.getByRole('button', { name: 'Track This Supplement' }).click()
    await expectVisible(page.getByRole('button', { name: 'Stop tracking' }), "'Stop tracking' once tracked")
    const name = (await page.getByRole('heading', { level: 1 }).textContent()).trim()
    await page.goto('/notifications')
    const now = new Date()
    const time = `${String(now.getUTCHours()).padStart(2, '0')}:${String(now.getUTCMinutes()).padStart(2, '0')}`
    const form = page.getByRole('form', { name: 'Dose times' })
    await form.getByLabel(name).fill(time)
    await form.getByRole('button', { name: 'Save times' }).click()
    // Due now: the open app says so at once (its toast takes the place of 'Dose times saved').
    await expectVisible(page.getByText(`Time for ${name}`, { exact: true }), 'the in-app reminder for the dose due now')
    await expectHidden(page.getByText(/changes? waiting to sync/), 'the change to reach the server', { timeout: 30_000 })

    // This device's subscription, on the stand-in (headless Chromium has no push service of its own).
    const subscribed = await client.post('/api/push/subscriptions', {
      endpoint: `${origin}/push/e2e`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
      timeZone: 'UTC',
    })
    assert.equal(subscribed.status, 201, subscribed.text)

    // The scheduler (every 3 s in this suite) sends the due dose, signed and encrypted.
    await eventually(() => assert.ok(received.length > 0, 'a push reached the stand-in'), { timeout: 30_000 })
    const [message] = received
    assert.equal(message.error, undefined, message.error)
    assert.equal(message.title, `Time for ${name}`)
    assert.ok(message.actionToken, 'the push carries the token for its buttons')

    // Hand it to the real service worker, as the push service would.
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready)
    const cdp = await context.newCDPSession(page)
    const id = await registrationId(cdp)
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(BASE_URL).origin,
      registrationId: id,
      data: JSON.stringify(message),
    })
    const shown = await eventually(async () => {
      const notifications = await page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          actions: n.actions.map((a) => a.title),
        }))
      )
      assert.equal(notifications.length, 1, JSON.stringify(notifications))
      return notifications[0]
    })
    assert.deepEqual(shown, { title: `Time for ${name}`, tag: message.tag, actions: ['Taken', 'Snooze 30 min'] })

    // 'Taken', as the notification's button would dispatch it inside the worker (no page involved).
    const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))
    assert.ok(worker, 'the service worker is running')
    await worker.evaluate(async () => {
      const [notification] = await self.registration.getNotifications()
      try {
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification, action: 'taken' }))
      } catch {
        // A synthetic event may not extend its lifetime; the request has started all the same.
      }
    })

    // Today, after sync: the dose is taken.
    await eventually(
      async () => {
        await page.reload()
        await expectVisible(page.getByText('1 of 1 taken'), "'1 of 1 taken' on Today", { timeout: 5_000 })
      },
      { timeout: 40_000 }
    )

    // The taken dose is in this week's compliance on /progress, drawn by the lazily loaded chart.
    await page.goto('/progress')
    await expectVisible(page.locator('[data-chart="compliance"] canvas').first(), 'the compliance chart drawn on a canvas')
    await expectVisible(page.getByRole('table').getByRole('cell', { name: '100%' }), "this week's 100% in the table")
  }
)
