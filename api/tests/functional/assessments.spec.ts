import { test } from '@japa/runner'
import {
  PRIORITIES,
  assessmentCreatedSchema,
  prepareReference,
  recommend,
  recommendationSchema,
  referenceSnapshotSchema,
  stackItemId,
  uuidv7,
  type Plan,
} from '@dosewise/sync-protocol'
import db from '@adonisjs/lucid/services/db'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, labResultInput, prescriptionInput } from '#tests/helpers/sync_device'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'

const ANSWERS = ASSESSMENT_ANSWERS

/** A supplement of the catalogue as it is seeded now (ids depend on what was seeded before). */
async function someSupplementId(browser: Browser): Promise<number> {
  const supplements = (await browser.get('/api/supplements')).body as { id: number; name: string }[]
  return supplements.find((s) => s.name === 'Vitamin D3')!.id
}

/** The engine, run here on the API's own snapshot: the same code and data the PWA runs offline. */
async function planComputedLikeThePwa(
  browser: Browser,
  records: Parameters<typeof recommend>[2],
  answers: object,
  now: string
): Promise<Plan> {
  const answer = await browser.get('/api/reference/snapshot')
  const parsed = referenceSnapshotSchema.safeParse(answer.body)
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)))
  const snapshot = parsed.data
  return recommend({ ...ANSWERS, ...answers } as never, prepareReference(snapshot), records, { now: Date.parse(now) })
}

/**
 * Plans need the real knowledge base (other files seed small fixtures into the same database);
 * afterwards the rows that point at its supplements go, so those files can seed theirs again.
 */
function withKnowledgeBase(group: { setup: (fn: () => Promise<void>) => void; teardown: (fn: () => Promise<void>) => void }) {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.teardown(async () => {
    await db.from('supplement_stack_items').delete()
    await db.from('assessments').delete()
  })
}

test.group('Assessments', (group) => {
  withKnowledgeBase(group)
  group.each.setup(() => resetRateLimits())

  test('a visitor may post an assessment: anonymous, with a plan, and its recommendations are readable by id', async ({ assert }) => {
    const visitor = new Browser()
    const answer = await visitor.post('/api/assessments', ANSWERS)
    assert.equal(answer.status, 201, answer.text)
    const { assessment } = assessmentCreatedSchema.parse(answer.body)
    assert.isNull(assessment.userId)
    assert.isNotNull(assessment.plan)
    assert.isAbove(assessment.plan!.items.length, 0)

    const recommendations = await new Browser().get(`/api/assessments/${assessment.id}/recommendations`)
    assert.equal(recommendations.status, 200)
    const list = recommendations.body.map((r: unknown) => recommendationSchema.parse(r))
    assert.deepEqual(
      list.map((r: { supplement: { id: number } }) => r.supplement.id),
      assessment.plan!.items.map((i) => i.supplementId)
    )
    const ranks = list.map((r: { priority: string }) => PRIORITIES.indexOf(r.priority as never))
    assert.deepEqual(
      ranks,
      [...ranks].sort((a, b) => a - b)
    )
    for (const r of list) {
      assert.isAbove(r.reasoning.length, 20)
      assert.isString(r.bestTime)
      assert.isAtMost(r.supplement.benefits.length, 20)
    }
  })

  test("a signed-in user's assessment is theirs alone: others and visitors get 404", async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const created = await browser.post('/api/assessments', ANSWERS)
    assert.equal(created.status, 201, created.text)
    const id = created.body.assessment.id
    assert.equal(created.body.assessment.userId, await currentUserId(browser))

    assert.equal((await browser.get(`/api/assessments/${id}/recommendations`)).status, 200)
    const other = (await signedInBrowser()).browser
    assert.equal((await other.get(`/api/assessments/${id}/recommendations`)).status, 404)
    assert.equal((await new Browser().get(`/api/assessments/${id}/recommendations`)).status, 404)
    assert.deepEqual(
      (await browser.get('/api/assessments')).body.map((a: { id: string }) => a.id),
      [id]
    )
    assert.deepEqual((await other.get('/api/assessments')).body, [])
    assert.equal((await new Browser().get('/api/assessments')).status, 401)
  })

  test('unknown and malformed ids answer 404, never 500', async ({ assert }) => {
    const visitor = new Browser()
    for (const id of [uuidv7(), 'abc', '1', "'; drop table assessments; --"]) {
      const answer = await visitor.get(`/api/assessments/${encodeURIComponent(id)}/recommendations`)
      assert.equal(answer.status, 404, id)
      assert.equal(answer.body.code, 'E_ASSESSMENT_NOT_FOUND')
    }
  })

  test('unanswered choices and bad values answer 422 with the field and stores nothing', async ({ assert }) => {
    const visitor = new Browser()
    const answer = await visitor.post('/api/assessments', {
      ...ANSWERS,
      jobCategory: undefined,
      budgetRange: 'millions',
      healthGoals: ['flying'],
    })
    assert.equal(answer.status, 422)
    const fields = answer.body.errors.map((e: { field: string }) => e.field)
    assert.includeMembers(fields, ['jobCategory', 'budgetRange', 'healthGoals.0'])
  })

  test('the optional health answers are stored, pulled, and shape the plan: added and ruled out with their names', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const health = { sex: 'female', reproductiveStatus: 'trying-to-conceive', healthConditions: ['iron-deficiency'] }
    const answer = await browser.post('/api/assessments', { ...ANSWERS, ...health })
    assert.equal(answer.status, 201, answer.text)
    const { assessment } = assessmentCreatedSchema.parse(answer.body)
    assert.deepInclude(assessment, health)
    const items = new Map(assessment.plan!.items.map((i) => [i.name, i]))
    assert.equal(items.get('Folate')?.priority, 'high')
    assert.match(items.get('Folate')!.reasoning, /High priority because you are trying to conceive\./)
    assert.equal(items.get('Iron')?.priority, 'high')
    const excluded = assessment.plan!.excluded.find((n) => n.name === 'Ashwagandha')
    if (excluded) assert.match(excluded.reason, /“Trying to conceive”/)

    const { changes } = await new SyncDevice(browser).pullAll()
    assert.deepInclude(changes.find((c) => c.entity === 'assessment' && c.id === assessment.id)!.data, health)
  })

  test('the health answers refuse values outside their lists with 422 and store nothing', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const before = await db.from('assessments').count('* as n')
    const answer = await browser.post('/api/assessments', {
      ...ANSWERS,
      sex: 'robot',
      reproductiveStatus: 'maybe',
      healthConditions: ['flu'],
    })
    assert.equal(answer.status, 422)
    assert.includeMembers(
      answer.body.errors.map((e: { field: string }) => e.field),
      ['sex', 'reproductiveStatus', 'healthConditions.0']
    )
    assert.deepEqual(await db.from('assessments').count('* as n'), before)
  })

  test('an assessment pushed through sync gets the plan the PWA computes offline, from the prescriptions and labs pushed before it', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const prescription = prescriptionInput({ medicationName: 'Warfarin 5 mg' })
    const lab = labResultInput({ testName: 'Vitamin D, 25-OH', value: '14', unit: 'ng/mL', referenceRange: '30-100' })
    const assessmentId = uuidv7()
    const clientTime = '2026-11-20T09:30:00.000Z'
    const pushed = await device.push([
      device.mutation('prescription', uuidv7(), 'create', prescription),
      device.mutation('labResult', uuidv7(), 'create', lab),
      device.mutation('assessment', assessmentId, 'create', ANSWERS, { clientTime }),
    ])
    assert.equal(pushed.status, 200, pushed.text)
    assert.isTrue(pushed.body.results.every((r) => r.status === 'applied'))

    const { changes } = await device.pullAll()
    const pulled = changes.find((c) => c.entity === 'assessment' && c.id === assessmentId)!
    const plan = (pulled.data as { plan: Plan }).plan
    const prescriptions = changes.filter((c) => c.entity === 'prescription').map((c) => c.data as never)
    const labResults = changes.filter((c) => c.entity === 'labResult').map((c) => c.data as never)
    assert.deepEqual(plan, await planComputedLikeThePwa(browser, { prescriptions, labResults }, {}, clientTime))

    const names = plan.items.map((i) => i.name)
    assert.notInclude(names, 'Vitamin K')
    assert.notInclude(names, 'Ginkgo Biloba')
    assert.include(names, 'Vitamin D3')
    assert.equal(plan.items.find((i) => i.name === 'Vitamin D3')!.priority, 'high')
    // The spec's recommendation rows follow the plan.
    const rows = (await browser.get(`/api/assessments/${assessmentId}/recommendations`)).body
    assert.deepEqual(
      rows.map((r: { supplement: { name: string } }) => r.supplement.name),
      names
    )
  })

  test('an assessment never changes once made: a patch is refused, a delete is a tombstone', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const id = uuidv7()
    assert.equal((await device.pushOne(device.mutation('assessment', id, 'create', ANSWERS))).status, 'applied')
    const patch = await device.pushOne(device.mutation('assessment', id, 'patch', { stressLevel: 'low' }, { baseVersion: 1 }))
    assert.equal(patch.status, 'rejected')
    assert.equal(patch.reason, 'unsupported')
    assert.equal((await device.pushOne(device.mutation('assessment', id, 'delete', null, { baseVersion: 1 }))).status, 'applied')
    assert.equal((await browser.get(`/api/assessments/${id}/recommendations`)).status, 404)
  })
})

test.group('The supplement stack', (group) => {
  withKnowledgeBase(group)
  group.each.setup(() => resetRateLimits())

  test('one record per person and supplement: two devices adding the same supplement offline meet in it', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const phone = new SyncDevice(browser)
    const laptop = new SyncDevice(browser)
    const supplementId = await someSupplementId(browser)
    const id = stackItemId(userId, supplementId)
    const started = '2026-11-01T08:00:00.000Z'
    assert.equal(
      (
        await phone.pushOne(
          phone.mutation(
            'stackItem',
            id,
            'create',
            { supplementId, startedAt: started, dosage: '1,000 IU', source: 'plan' },
            { clientTime: '2026-11-01T08:00:00.000Z' }
          )
        )
      ).status,
      'applied'
    )
    const second = await laptop.pushOne(
      laptop.mutation(
        'stackItem',
        id,
        'create',
        { supplementId, startedAt: started, dosage: '2,000 IU' },
        { clientTime: '2026-11-01T09:00:00.000Z' }
      )
    )
    assert.equal(second.status, 'applied', JSON.stringify(second))
    assert.equal(
      (await phone.pushOne(phone.mutation('stackItem', id, 'patch', { active: false }, { clientTime: '2026-11-02T08:00:00.000Z' }))).status,
      'applied'
    )
    const items = (await laptop.pullAll()).changes.filter((c) => c.entity === 'stackItem')
    assert.lengthOf(items, 1)
    assert.deepInclude(items[0].data, { supplementId, dosage: '2,000 IU', active: false })
  })

  test('the id must be the one for its supplement, and the supplement must exist', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const startedAt = '2026-11-01T08:00:00.000Z'
    const supplementId = await someSupplementId(browser)
    const wrongId = await device.pushOne(
      device.mutation('stackItem', stackItemId(userId, supplementId + 1), 'create', { supplementId, startedAt })
    )
    assert.equal(wrongId.status, 'rejected')
    assert.equal(wrongId.reason, 'validation')
    const unknown = await device.pushOne(
      device.mutation('stackItem', stackItemId(userId, 999_999), 'create', { supplementId: 999_999, startedAt })
    )
    assert.equal(unknown.status, 'rejected')
    assert.deepEqual(unknown.errors, [{ field: 'supplementId', message: 'There is no supplement with this id.' }])
    const otherUsers = await device.pushOne(
      device.mutation('stackItem', stackItemId(userId + 1, supplementId), 'create', { supplementId, startedAt })
    )
    assert.equal(otherUsers.status, 'rejected')
    assert.lengthOf(
      (await device.pullAll()).changes.filter((c) => c.entity === 'stackItem'),
      0
    )
  })
})
