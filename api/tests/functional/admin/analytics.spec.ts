/**
 * The admin Analytics tab (issue 16): popular supplements by profession and the assessment
 * completion rate from real data with demo accounts left out, and 'Send Notifications' reaching
 * exactly the chosen people, who pull it through sync.
 */
import { test } from '@japa/runner'
import { queue } from '#services/queue/queue'
import db from '@adonisjs/lucid/services/db'
import { loadReferenceData } from '#services/reference_data/reference_loader'
import { resetRateLimits, type Browser } from '#tests/helpers/browser'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'
import { SyncDevice } from '#tests/helpers/sync_device'
import { auditRows, signedInAdmin, signedInPerson } from './admin_helpers.js'

async function assess(browser: Browser, jobCategory: string) {
  const answer = await browser.post('/api/assessments', { ...ASSESSMENT_ANSWERS, jobCategory })
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`assessment: ${answer.status} ${answer.text}`)
}

const profession = (analytics: any, jobCategory: string) => analytics.professions.find((p: any) => p.jobCategory === jobCategory)

test.group('Admin analytics', (group) => {
  group.setup(async () => {
    await loadReferenceData()
  })
  group.each.setup(() => resetRateLimits())

  test('popular supplements by profession and completion count real people; a demo account is left out', async ({ assert }) => {
    const admin = await signedInAdmin()
    const before = (await admin.browser.get('/api/admin/analytics')).body
    const person = await signedInPerson()
    await assess(person.browser, 'creative')

    const after = (await admin.browser.get('/api/admin/analytics')).body
    assert.equal(profession(after, 'creative').people, profession(before, 'creative').people + 1)
    assert.equal(after.assessments.completed, before.assessments.completed + 1)
    assert.equal(after.assessments.people, before.assessments.people + 1)
    const planned = await db
      .from('recommendations as r')
      .join('assessments as a', 'a.id', 'r.assessment_id')
      .where('a.user_id', person.id)
      .select('r.supplement_id')
    assert.isAbove(planned.length, 0)
    const top = profession(after, 'creative').supplements.find((s: any) => s.supplementId === Number(planned[0].supplement_id))
    const was = profession(before, 'creative').supplements.find((s: any) => s.supplementId === Number(planned[0].supplement_id))
    assert.equal(top.people, (was?.people ?? 0) + 1)
    assert.equal(top.percent, Math.round((top.people / profession(after, 'creative').people) * 1000) / 10)

    await db.from('users').where('id', person.id).update({ is_demo: true })
    const demo = (await admin.browser.get('/api/admin/analytics')).body
    assert.deepEqual(demo, before)
    await db.from('users').where('id', person.id).update({ is_demo: false })
  })

  test("Send Notifications reaches exactly the chosen profession's people, pulled by their devices", async ({ assert }) => {
    const admin = await signedInAdmin()
    const teacher = await signedInPerson()
    await assess(teacher.browser, 'education')
    const clerk = await signedInPerson()
    await assess(clerk.browser, 'office')
    const demoTeacher = await signedInPerson()
    await assess(demoTeacher.browser, 'education')
    await db.from('users').where('id', demoTeacher.id).update({ is_demo: true })

    const title = `Term starts soon ${Date.now()}`
    const refused = await admin.browser.post('/api/admin/notifications', { audience: 'education', title: 'x'.repeat(201), message: 'Hi' })
    assert.equal(refused.status, 422)
    assert.equal(refused.body.errors[0].field, 'title')
    const sent = await admin.browser.post('/api/admin/notifications', { audience: 'education', title, message: 'Remember your vitamin D.' })
    // Answered at once with how many people it will reach; the notifications are written by jobs.
    assert.equal(sent.status, 202)
    await queue.drained()

    const received = await db.from('notifications').where('title', title).select('user_id')
    assert.equal(sent.body.sent, received.length)
    const receivers = received.map((r) => Number(r.user_id))
    assert.include(receivers, teacher.id)
    assert.notInclude(receivers, clerk.id)
    assert.notInclude(receivers, demoTeacher.id)
    const educators = await db
      .from('assessments as a')
      .join('users as u', 'u.id', 'a.user_id')
      .where('u.is_demo', false)
      .whereNull('a.deleted_at')
      .select('a.user_id', 'a.job_category', 'a.created_at', 'a.id')
      .orderBy('a.created_at')
      .orderBy('a.id')
    const latest = new Map(educators.map((row) => [Number(row.user_id), row.job_category]))
    assert.sameMembers(
      receivers,
      [...latest].filter(([, job]) => job === 'education').map(([userId]) => userId)
    )

    const pulled = (await new SyncDevice(teacher.browser).pullAll()).changes.filter(
      (c) => c.entity === 'notification' && (c.data as any).title === title
    )
    assert.lengthOf(pulled, 1)
    assert.equal((pulled[0].data as any).message, 'Remember your vitamin D.')
    assert.lengthOf(
      (await new SyncDevice(clerk.browser).pullAll()).changes.filter((c) => c.entity === 'notification' && (c.data as any).title === title),
      0
    )
    assert.deepInclude((await auditRows('notifications.send', admin.id))[0].details, { audience: 'education', title, sent: sent.body.sent })
  })
})
