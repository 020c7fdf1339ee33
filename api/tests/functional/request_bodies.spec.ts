/**
 * How the API reads request bodies (issue 10 items 1 and 7): JSON only, each route up to what its
 * largest valid request needs, nothing nested past MAX_JSON_DEPTH, no uploads — and NUL
 * characters or numbers past 32 bits anywhere in a body or address refused with a 4xx.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { LIST_MAX, MAX_JSON_DEPTH, PUSH_BODY_MAX_BYTES, SHORT_TEXT_MAX, TEXT_MAX, uuidv7 } from '@dosewise/sync-protocol'
import { Browser, baseUrl, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { bodyLimitFor } from '#start/body_limits'
import { journalEntryInputSchema, loginSchema } from '@dosewise/sync-protocol'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { FIXTURE_DIR } from '#tests/helpers/reference_data'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'

/** Every route that takes a body, with a method. */
const BODY_ROUTES: [string, string][] = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/forgot-password'],
  ['POST', '/api/auth/reset-password'],
  ['POST', '/api/auth/change-password'],
  ['POST', '/api/sync/push'],
  ['POST', '/api/journal'],
  ['POST', '/api/lab-results'],
  ['POST', '/api/prescriptions'],
  ['POST', '/api/healthcare-providers'],
  ['POST', '/api/assessments'],
  ['POST', '/api/supplements/1/reviews'],
  ['POST', '/api/supplement-orders'],
  ['POST', '/api/subscriptions'],
  ['PATCH', '/api/account/profile'],
  ['DELETE', '/api/account'],
]

function multipart(bytes: number) {
  const boundary = '----dosewise-test'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, 0x61), Buffer.from(`\r\n--${boundary}--\r\n`)])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/** A raw request with this browser's cookies and CSRF header. */
async function send(browser: Browser, method: string, path: string, body: BodyInit, headers: Record<string, string>) {
  await browser.get('/api/auth/csrf')
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    body,
    headers: { cookie: browser.cookieHeader(), 'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''), ...headers },
    // @ts-expect-error Node's fetch needs this for a streamed body
    duplex: 'half',
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

test.group('Request bodies', (group) => {
  group.each.setup(() => resetRateLimits())

  test('an upload is refused unread with 415, on a route that takes a body and one that does not', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const { body, type } = multipart(2_000_000)
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/journal'],
      ['POST', '/api/auth/logout'],
    ]) {
      const answer = await send(browser, method, path, body, { 'content-type': type })
      if (path === '/api/auth/logout') {
        // A route without a body never reads one: the upload is ignored, not stored.
        assert.equal(answer.status, 200)
      } else {
        assert.equal(answer.status, 415, path)
        assert.equal(answer.body.code, 'E_UNSUPPORTED_MEDIA_TYPE')
      }
    }
  })

  test('a body over its route’s limit is refused with 413, by its length or while it streams', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const limit = bodyLimitFor(loginSchema)
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(limit) })
    const declared = await send(browser, 'POST', '/api/auth/login', big, { 'content-type': 'application/json' })
    assert.equal(declared.status, 413)
    assert.equal(declared.body.code, 'E_PAYLOAD_TOO_LARGE')
    assert.equal(declared.body.limit, limit)

    // No Content-Length: the body streams (chunked) and is cut off at the limit.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(i === 0 ? '{"notes":"' : 'y'.repeat(10_000)))
        controller.close()
      },
    })
    const streamed = await send(browser, 'POST', '/api/journal', chunks, { 'content-type': 'application/json' })
    assert.equal(streamed.status, 413)
    assert.isBelow(bodyLimitFor(journalEntryInputSchema), 400_000)
  })

  test('the largest valid request fits its route: a journal entry at every maximum, in the costliest characters', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    // U+0001 costs 6 bytes in JSON (\u0001), the most any character can.
    const entry = {
      mood: 'excellent',
      energy: 'medium',
      sleep: 'good',
      stress: 'low',
      notes: '\u0001'.repeat(TEXT_MAX),
      supplementsTaken: Array.from({ length: LIST_MAX }, () => '\u0001'.repeat(SHORT_TEXT_MAX)),
    }
    const answer = await browser.post('/api/journal', entry)
    assert.equal(answer.status, 201, answer.text.slice(0, 500))
    assert.equal(answer.body.notes.length, TEXT_MAX)
  })

  test('a push may take the protocol’s body size, and no more', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const over = JSON.stringify({ clientId: uuidv7(), mutations: [], pad: 'z'.repeat(PUSH_BODY_MAX_BYTES) })
    assert.equal((await send(browser, 'POST', '/api/sync/push', over, { 'content-type': 'application/json' })).status, 413)
    const under = JSON.stringify({ clientId: uuidv7(), mutations: [], pad: 'z'.repeat(PUSH_BODY_MAX_BYTES - 200) })
    // Read in full and answered by the protocol (an empty batch is invalid), not by the size limit.
    assert.equal((await send(browser, 'POST', '/api/sync/push', under, { 'content-type': 'application/json' })).status, 422)
  })

  test('a body nested deeper than the limit is a 400 on every route, never a 500', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const deep = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)
    const justDeep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)
    for (const [method, path] of BODY_ROUTES) {
      await resetRateLimits()
      const justOver = await browser.request(method, path, { raw: `{"x":${justDeep}}` })
      assert.equal(justOver.status, 400, `${path}: ${justOver.text}`)
      assert.equal(justOver.body.code, 'E_BODY_TOO_DEEP')
      // 3,000 levels (18 KB, more than some routes take at all): still a 400, too deep.
      const veryDeep = await browser.request(method, path, { raw: deep })
      assert.equal(veryDeep.status, 400, `${path}: ${veryDeep.text}`)
      assert.equal(veryDeep.body.code, 'E_BODY_TOO_DEEP')
    }
  })

  test('a body that is not a JSON object is a 400 with a message', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    for (const raw of ['[1,2]', '"text"', '42', 'null']) {
      const answer = await browser.request('POST', '/api/journal', { raw })
      assert.equal(answer.status, 400)
      assert.equal(answer.body.message, 'The request body must be a JSON object.')
    }
  })
})

test.group('Values no database can hold', (group) => {
  let supplementId = 0
  group.setup(async () => {
    await loadReferenceData({ dir: FIXTURE_DIR, force: true })
    supplementId = (await db.from('supplements').orderBy('id').first()).id
    return async () => {
      await db.from('supplement_reviews').delete()
    }
  })
  group.each.setup(() => resetRateLimits())

  test('a NUL character in any text field is a 422 naming the field: {$self}')
    .with(['sign-up', 'anonymous assessment', 'review', 'journal', 'push'])
    .run(async ({ assert }, where) => {
      const { browser } = await signedInBrowser()
      const nul = 'a\u0000b'
      let answer
      let field: string
      if (where === 'sign-up') {
        answer = await new Browser().post('/api/auth/signup', {
          email: `nul-${Date.now()}@example.test`,
          password: 'long enough 1',
          confirmPassword: 'long enough 1',
          firstName: nul,
        })
        field = 'firstName'
      } else if (where === 'anonymous assessment') {
        answer = await new Browser().post('/api/assessments', { ...ASSESSMENT_ANSWERS, allergies: nul })
        field = 'allergies'
      } else if (where === 'review') {
        answer = await browser.post(`/api/supplements/${supplementId}/reviews`, { rating: 4, benefits: nul })
        field = 'benefits'
      } else if (where === 'journal') {
        answer = await browser.post('/api/journal', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', supplementsTaken: [nul] })
        field = 'supplementsTaken.0'
      } else {
        const clientId = uuidv7()
        const mutation = {
          mutationId: uuidv7(),
          clientId,
          seq: 1,
          entity: 'journalEntry',
          entityId: uuidv7(),
          op: 'create',
          patch: { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: nul },
          baseVersion: null,
          clientTime: new Date().toISOString(),
          schemaVersion: 1,
        }
        const pushed = await browser.post('/api/sync/push', { clientId, mutations: [mutation] })
        assert.equal(pushed.status, 200)
        assert.equal(pushed.body.results[0].status, 'rejected')
        assert.deepInclude(pushed.body.results[0].errors, { field: 'notes', message: 'Text cannot contain a NUL character' })
        return
      }
      if (answer.status !== 422) assert.fail(`${where}: ${answer.status} ${answer.text}`)
      assert.deepInclude(answer.body.errors, { field, message: 'Text cannot contain a NUL character' })
    })

  test('a whole number past 32 bits is a 422, REST and sync alike', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const review = await browser.post(`/api/supplements/${supplementId}/reviews`, { rating: 4, duration: 2_147_483_648 })
    assert.equal(review.status, 422)
    assert.deepInclude(review.body.errors, { field: 'duration', message: 'Number must be less than or equal to 2147483647' })
    const stored = await db.from('supplement_reviews').count('* as n')
    assert.equal(Number(stored[0].n), 0)
    const clientId = uuidv7()
    const mutation = {
      mutationId: uuidv7(),
      clientId,
      seq: 1,
      entity: 'stackItem',
      entityId: uuidv7(),
      op: 'create',
      patch: { supplementId: 4_294_967_296, startedAt: new Date().toISOString() },
      baseVersion: null,
      clientTime: new Date().toISOString(),
      schemaVersion: 1,
    }
    const pushed = await browser.post('/api/sync/push', { clientId, mutations: [mutation] })
    assert.equal(pushed.status, 200)
    assert.equal(pushed.body.results[0].status, 'rejected')
    assert.deepInclude(pushed.body.results[0].errors, { field: 'supplementId', message: 'Number must be less than or equal to 2147483647' })
  })

  test('a NUL character in an address is a 400 on any route', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    for (const path of [
      '/api/education/a%00b',
      '/api/supplements/profession/office%00',
      '/api/drug-interactions?medication=war%00farin',
      '/api/auth/verify-email/x%00y',
      '/api/notifications/%00/read',
    ]) {
      const answer = await browser.get(path)
      assert.equal(answer.status, 400, path)
      assert.equal(answer.body.code, 'E_BAD_URL')
    }
  })
})
