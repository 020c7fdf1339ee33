/**
 * Installable and offline (docs/architecture.md; ADR 0005): the web manifest and its icons, the
 * service worker, and the app shell opening with no connection after one online visit.
 */
import assert from 'node:assert/strict'
import { before } from 'node:test'
import { useBrowser, pageTest } from './support/browser.js'
import { apiSignIn, DEMO } from './support/fixtures.js'
import { expectHidden, expectVisible } from './support/expect.js'
import { LandingPage } from './pages/landing-page.js'
import { AppShell } from './pages/app-shell.js'

useBrowser()

let demoCookies
before(async () => {
  demoCookies = (await apiSignIn(DEMO)).playwrightCookies()
})

/** Waits until the page's service worker is activated (precaching finished) and describes it. */
async function serviceWorkerReady(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        if (!('serviceWorker' in navigator)) return reject(new Error('no navigator.serviceWorker'))
        const timer = setTimeout(() => reject(new Error('no activated service worker after 20 s (did the app register /sw.js?)')), 20_000)
        navigator.serviceWorker.ready.then((registration) => {
          const worker = registration.active
          const done = () => {
            clearTimeout(timer)
            resolve({ scope: registration.scope, state: worker.state, script: worker.scriptURL })
          }
          if (worker.state === 'activated') return done()
          worker.addEventListener('statechange', () => worker.state === 'activated' && done())
        })
      })
  )
}

pageTest('the web manifest names Dosewise, standalone, with 192, 512 and maskable icons that load', async ({ page, context }) => {
  await page.goto('/')
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  assert.ok(manifestHref, 'index.html links the manifest')
  assert.equal(new URL(manifestHref, page.url()).pathname, '/manifest.webmanifest')

  const res = await context.request.get('/manifest.webmanifest')
  assert.equal(res.status(), 200)
  const manifest = await res.json()
  assert.equal(manifest.name, 'Dosewise')
  assert.equal(manifest.display, 'standalone')
  assert.ok(manifest.start_url, 'start_url is set')
  assert.equal(new URL(manifest.start_url, page.url()).origin, new URL(page.url()).origin, 'start_url is on the app')

  const icons = manifest.icons ?? []
  const has = (predicate, what) => assert.ok(icons.some(predicate), `an icon ${what}; icons: ${JSON.stringify(icons)}`)
  has((i) => (i.sizes ?? '').split(' ').includes('192x192'), '192x192')
  has((i) => (i.sizes ?? '').split(' ').includes('512x512'), '512x512')
  has((i) => (i.purpose ?? '').split(' ').includes('maskable'), 'with purpose maskable')
  for (const icon of icons) {
    const iconRes = await context.request.get(new URL(icon.src, new URL('/manifest.webmanifest', page.url())).href)
    assert.equal(iconRes.status(), 200, `icon ${icon.src} loads`)
    assert.match(iconRes.headers()['content-type'] ?? '', /^image\//, `icon ${icon.src} is an image`)
    assert.ok((await iconRes.body()).length > 100, `icon ${icon.src} is not empty`)
  }
})

pageTest('the service worker registers and activates', async ({ page }) => {
  await page.goto('/')
  await new LandingPage(page).expectShown()
  const sw = await serviceWorkerReady(page)
  assert.equal(sw.state, 'activated')
  assert.equal(new URL(sw.scope).pathname, '/')
  assert.equal(new URL(sw.script).pathname, '/sw.js')
})

pageTest('after one online visit, the app opens offline (reload and a deep link)', async ({ page, context }) => {
  await page.goto('/')
  const landing = new LandingPage(page)
  await landing.expectShown()
  await serviceWorkerReady(page)

  await context.setOffline(true)
  await page.reload()
  await landing.expectShown()

  // A deep link never visited online: the shell opens and the router shows the landing page.
  await page.goto('/journal')
  await landing.expectShown()
  assert.equal(new URL(page.url()).pathname, '/journal')
})

pageTest('signed in, the screens open offline with "You\'re offline"', async ({ page, context }) => {
  await context.addCookies(demoCookies)
  await page.goto('/dashboard')
  const shell = new AppShell(page)
  await shell.expectShown()
  await serviceWorkerReady(page)

  await context.setOffline(true)
  await page.goto('/journal')
  await shell.expectShown()
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Wellness Journal' }), 'the journal, offline')
  await expectVisible(shell.offline, 'the "You\'re offline" indicator')

  // Back online, the indicator goes away.
  await context.setOffline(false)
  await expectHidden(shell.offline, 'the "You\'re offline" indicator once online')
})
