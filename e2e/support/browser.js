/**
 * Chromium for the specs: Debian's build driven by playwright-core (it cannot download its own
 * here). One browser per spec file, a fresh context per test (no shared cookies, storage or
 * service worker between tests).
 *
 *   const browser = useBrowser()                 // in the spec file's top level: before/after hooks
 *   pageTest('name', async ({ page, context }) => { … })            // desktop 1280×800
 *   pageTest('name', { phone: true }, async ({ page }) => { … })    // phone 360×740
 *   pageTest('name', { contextOptions: { colorScheme: 'dark' } }, …)
 *
 * A failing pageTest saves a screenshot and the page's HTML under E2E_ARTIFACTS_DIR and adds
 * the page's URL to the error, so a red test says where it was.
 */
import { after, before, test } from 'node:test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3333'
export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 360, height: 740 }

/** Actions and waits fail after this long (a page that does not show something in 10 s is broken). */
const ACTION_TIMEOUT_MS = 10_000
const TEST_TIMEOUT_MS = 60_000

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

let sharedBrowser = null

/** Registers before/after hooks that launch and close this file's browser. */
export function useBrowser() {
  before(async () => {
    sharedBrowser = await launchBrowser()
  })
  after(async () => {
    await sharedBrowser?.close()
    sharedBrowser = null
  })
  return {
    get browser() {
      return sharedBrowser
    },
  }
}

/** A new context on the app: desktop viewport unless told otherwise, English, baseURL set. */
export async function newContext(options = {}) {
  if (!sharedBrowser) throw new Error('useBrowser() must be called at the top of the spec file')
  const context = await sharedBrowser.newContext({
    baseURL: BASE_URL,
    viewport: DESKTOP,
    locale: 'en-US',
    ...options,
  })
  context.setDefaultTimeout(ACTION_TIMEOUT_MS)
  context.setDefaultNavigationTimeout(20_000)
  return context
}

/** A phone-sized context (360×740, touch, mobile). */
export function newPhoneContext(options = {}) {
  return newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, ...options })
}

function artifactName(name) {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)
}

async function saveArtifacts(page, name) {
  const dir = process.env.E2E_ARTIFACTS_DIR
  if (!dir || !page || page.isClosed()) return ''
  try {
    mkdirSync(dir, { recursive: true })
    const base = join(dir, artifactName(name))
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 5000 })
    writeFileSync(`${base}.html`, await page.content())
    return base
  } catch {
    return ''
  }
}

/**
 * A test with its own context and page. `options.phone` for the phone viewport,
 * `options.contextOptions` for anything else (colorScheme, serviceWorkers, …),
 * `options.timeout` to change the 60 s limit.
 */
export function pageTest(name, options, fn) {
  if (typeof options === 'function') [options, fn] = [{}, options]
  const { phone = false, contextOptions = {}, timeout = TEST_TIMEOUT_MS, ...testOptions } = options
  return test(name, { timeout, ...testOptions }, async (t) => {
    const context = phone ? await newPhoneContext(contextOptions) : await newContext(contextOptions)
    const page = await context.newPage()
    const consoleErrors = []
    page.on('pageerror', (error) => consoleErrors.push(String(error)))
    try {
      await fn({ page, context, t, consoleErrors })
    } catch (error) {
      const saved = await saveArtifacts(page, name)
      const where = page.isClosed() ? '' : `\n  at page ${page.url()}`
      const uncaught = consoleErrors.length ? `\n  uncaught page errors: ${consoleErrors.join(' | ')}` : ''
      if (error && typeof error === 'object' && 'message' in error) {
        error.message += `${where}${uncaught}${saved ? `\n  screenshot: ${saved}.png` : ''}`
      }
      throw error
    } finally {
      await context.close().catch(() => {})
    }
  })
}
