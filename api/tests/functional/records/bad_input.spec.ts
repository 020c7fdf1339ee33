import { test } from '@japa/runner'
import fc from 'fast-check'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'

/** The record endpoints answer bad input with a 4xx and a message — never a 500. */
const ENDPOINTS = ['/api/journal', '/api/lab-results', '/api/prescriptions', '/api/healthcare-providers']

const field = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 250, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', 'a\u0000b', '0000-01-01T00:00:00Z', '2026-02-30T00:00:00Z', 'great', 'x@y'),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 })
)
const body = fc.oneof(
  fc.record(
    {
      id: fc.oneof(fc.uuid(), field),
      mood: field,
      energy: field,
      sleep: field,
      stress: field,
      notes: field,
      supplementsTaken: field,
      testName: field,
      value: field,
      testedAt: field,
      referenceRange: field,
      status: field,
      medicationName: field,
      startDate: field,
      providerName: field,
      email: field,
      isActive: field,
    },
    { requiredKeys: [] }
  ),
  fc.jsonValue({ maxDepth: 2 })
)

test.group('Record endpoints never answer 500', (group) => {
  group.each.setup(() => resetRateLimits())

  test('generated bodies to {endpoint}')
    .with(ENDPOINTS.map((endpoint) => ({ endpoint })))
    .run(async ({ assert }, { endpoint }) => {
      const { browser } = await signedInBrowser()
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const answer = await browser.request('POST', endpoint, { raw: JSON.stringify(payload) })
          assert.isBelow(answer.status, 500, `${endpoint} ${JSON.stringify(payload).slice(0, 200)} → ${answer.text}`)
          if (answer.status >= 400) assert.isString(answer.body?.message)
        }),
        { numRuns: 60 }
      )
    })
    .timeout(60_000)

  test('malformed JSON is a 400 with a message', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const answer = await browser.request('POST', '/api/lab-results', { raw: '{"testName": ' })
    assert.equal(answer.status, 400)
    assert.isString(answer.body.message)
  })
})
