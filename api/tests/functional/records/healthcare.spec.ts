import { test } from '@japa/runner'
import { healthcareProviderSchema, labResultSchema, prescriptionSchema } from '@dosewise/sync-protocol'
import type { ZodTypeAny } from 'zod'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { labResultInput, prescriptionInput, providerInput } from '#tests/helpers/sync_device'

const KINDS: { path: string; schema: ZodTypeAny; input: (o?: Record<string, unknown>) => Record<string, unknown>; name: string }[] = [
  { path: '/api/healthcare-providers', schema: healthcareProviderSchema, input: providerInput, name: 'providerName' },
  { path: '/api/lab-results', schema: labResultSchema, input: labResultInput, name: 'testName' },
  { path: '/api/prescriptions', schema: prescriptionSchema, input: prescriptionInput, name: 'medicationName' },
]

const pause = () => new Promise((resolve) => setTimeout(resolve, 5))

/** GET / POST /api/healthcare-providers, /api/lab-results, /api/prescriptions (spec §5, §7). */
test.group('Healthcare endpoints', (group) => {
  group.each.setup(() => resetRateLimits())

  test('{path}: a created record answers 201 in its read shape and is listed newest first')
    .with(KINDS)
    .run(async ({ assert }, { path, schema, input, name }) => {
      const { browser } = await signedInBrowser()
      const first = await browser.post(path, input({ [name]: 'First' }))
      assert.equal(first.status, 201)
      schema.parse(first.body)
      assert.equal(first.body[name], 'First')
      await pause()
      const second = await browser.post(
        path,
        input({ [name]: 'Second', ...(name === 'testName' ? { testedAt: '2026-11-01T08:00:00.000Z' } : {}) })
      )
      assert.equal(second.status, 201)

      const list = await browser.get(path)
      assert.equal(list.status, 200)
      assert.deepEqual(
        list.body.map((r: Record<string, unknown>) => r[name]),
        ['Second', 'First']
      )
      for (const record of list.body) schema.parse(record)
    })

  test('{path}: signed out answers 401 JSON')
    .with(KINDS)
    .run(async ({ assert }, { path, input }) => {
      const browser = new Browser()
      assert.equal((await browser.get(path)).status, 401)
      const created = await browser.post(path, input())
      assert.equal(created.status, 401)
      assert.equal(created.body.code, 'E_UNAUTHORIZED_ACCESS')
    })

  test("invalid input answers 422 with the spec's messages: {label}")
    .with([
      {
        label: 'provider without a name',
        path: '/api/healthcare-providers',
        body: providerInput({ providerName: '' }),
        field: 'providerName',
        message: 'Provider name is required',
      },
      {
        label: 'provider with a bad email',
        path: '/api/healthcare-providers',
        body: providerInput({ email: 'nope' }),
        field: 'email',
        message: 'Valid email is required',
      },
      {
        label: 'lab result without a test name',
        path: '/api/lab-results',
        body: labResultInput({ testName: undefined }),
        field: 'testName',
        message: 'Test name is required',
      },
      {
        label: 'lab result without a value',
        path: '/api/lab-results',
        body: labResultInput({ value: ' ' }),
        field: 'value',
        message: 'Value is required',
      },
      {
        label: 'lab result without a date',
        path: '/api/lab-results',
        body: labResultInput({ testedAt: '' }),
        field: 'testedAt',
        message: 'Test date is required',
      },
      {
        label: 'prescription without a medication',
        path: '/api/prescriptions',
        body: prescriptionInput({ medicationName: '' }),
        field: 'medicationName',
        message: 'Medication name is required',
      },
    ])
    .run(async ({ assert }, { path, body, field, message }) => {
      const { browser } = await signedInBrowser()
      const answer = await browser.post(path, body)
      assert.equal(answer.status, 422)
      assert.deepInclude(answer.body.errors, { field, message })
      assert.deepEqual((await browser.get(path)).body, [])
    })

  test('an empty provider email is allowed and an empty prescription date is stored as null', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const provider = await browser.post('/api/healthcare-providers', providerInput({ email: '', phone: undefined }))
    assert.equal(provider.status, 201)
    assert.isTrue(provider.body.isActive)
    assert.isNull(provider.body.phone)
    const prescription = await browser.post('/api/prescriptions', prescriptionInput({ startDate: '', endDate: null }))
    assert.equal(prescription.status, 201)
    assert.isNull(prescription.body.startDate)
    assert.isNull(prescription.body.endDate)
  })

  test('a lab result gets its status from the value and the reference range', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const high = await browser.post('/api/lab-results', labResultInput({ value: '5,9', referenceRange: '<5.7', unit: '%' }))
    assert.equal(high.body.status, 'high')
    const given = await browser.post('/api/lab-results', labResultInput({ value: 'negative', referenceRange: null, status: 'normal' }))
    assert.equal(given.body.status, 'normal')
    assert.equal(given.body.testedAt, '2026-10-01T08:00:00.000Z')
  })
})
