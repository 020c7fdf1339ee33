/**
 * Waiting assertions for playwright-core (which has no `expect`): each one retries until the
 * page gets there or the time is up, then fails with a message that says what was expected and
 * what the page showed instead.
 */
import assert from 'node:assert/strict'

const DEFAULT_TIMEOUT_MS = 10_000

/** Retries `fn` (an assertion that throws) until it passes or `timeout` ms have passed. */
export async function eventually(fn, { timeout = DEFAULT_TIMEOUT_MS, interval = 100 } = {}) {
  const deadline = Date.now() + timeout
  let lastError
  for (;;) {
    try {
      return await fn()
    } catch (error) {
      lastError = error
    }
    if (Date.now() >= deadline) throw lastError
    await new Promise((r) => setTimeout(r, interval))
  }
}

function describe(locator) {
  return String(locator).replace(/^Locator@/, '')
}

export async function expectVisible(locator, message, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  try {
    await locator.first().waitFor({ state: 'visible', timeout })
  } catch {
    assert.fail(`${message ?? 'expected to be visible'}: ${describe(locator)} did not become visible in ${timeout} ms`)
  }
}

export async function expectHidden(locator, message, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout })
  } catch {
    assert.fail(`${message ?? 'expected to be hidden'}: ${describe(locator)} is still visible after ${timeout} ms`)
  }
}

/** The page's path (and search) becomes `expected` (a string path or a RegExp). */
export async function expectPath(page, expected, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  const matches = () => {
    const { pathname, search } = new URL(page.url())
    return expected instanceof RegExp ? expected.test(pathname + search) : pathname + search === expected
  }
  try {
    await eventually(() => assert.ok(matches()), { timeout })
  } catch {
    assert.fail(`expected the page to be at ${expected}, it is at ${page.url()}`)
  }
}

export async function expectAttribute(locator, name, expected, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  let actual
  try {
    await eventually(
      async () => {
        actual = await locator.getAttribute(name, { timeout: 1000 })
        if (expected instanceof RegExp) assert.match(actual ?? '', expected)
        else assert.equal(actual, expected)
      },
      { timeout }
    )
  } catch {
    assert.fail(`expected ${describe(locator)} to have ${name}=${JSON.stringify(String(expected))}, it has ${JSON.stringify(actual)}`)
  }
}

export async function expectCount(locator, expected, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  let actual
  try {
    await eventually(
      async () => {
        actual = await locator.count()
        assert.equal(actual, expected)
      },
      { timeout }
    )
  } catch {
    assert.fail(`expected ${expected} of ${describe(locator)}, found ${actual}`)
  }
}

/** The element's href attribute resolves to `path` on the app's origin. */
export async function expectHref(locator, path) {
  await expectVisible(locator)
  const href = await locator.first().getAttribute('href')
  assert.ok(href !== null, `${describe(locator)} has no href (expected a link to ${path})`)
  assert.equal(new URL(href, 'http://app.invalid').pathname, path, `${describe(locator)} links to ${href}, expected ${path}`)
}
