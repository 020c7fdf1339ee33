/**
 * A person with something in every kind of record the app lets them make, each made the way the
 * app makes it (REST, sync push, the push-subscription call, the services that write
 * notifications), for the export and deletion tests. Rows the app has no route for yet (forum
 * posts, success stories, achievements…) are inserted directly where a test needs them.
 */
import { MessageBuilder } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import { aiInsightId, doseId, reminderSettingsId, stackItemId, uuidv7 } from '@dosewise/sync-protocol'
import { createNotification } from '#services/records/notifications_service'
import type { Browser } from '#tests/helpers/browser'
import { ASSESSMENT_ANSWERS } from '#tests/helpers/assessment_answers'
import { SyncDevice, currentUserId, journalInput, labResultInput, prescriptionInput, providerInput } from '#tests/helpers/sync_device'

/** A journal note a spreadsheet would run as a formula if the CSV did not escape it. */
export const JOURNAL_NOTE = '=HYPERLINK("http://127.0.0.1/x") slept badly'

function expectStatus(status: number, wanted: number, what: string, text: string) {
  if (status !== wanted) throw new Error(`${what} answered ${status}: ${text}`)
}

/** Two supplements of the catalogue (reference data must be loaded). */
export async function twoSupplementIds(browser: Browser): Promise<number[]> {
  const answer = await browser.get('/api/supplements')
  expectStatus(answer.status, 200, 'supplements', answer.text)
  const list = (Array.isArray(answer.body) ? answer.body : answer.body.data) as { id: number }[]
  if (list.length < 2) throw new Error('the catalogue needs two supplements')
  return list.slice(0, 2).map((s) => s.id)
}

/** Fills the signed-in person's account; returns their id. */
export async function fillAccount(browser: Browser): Promise<number> {
  const userId = await currentUserId(browser)
  const [supplementId, otherSupplementId] = await twoSupplementIds(browser)
  const device = new SyncDevice(browser)
  const providerId = uuidv7()
  const assessmentId = uuidv7()

  const rest: [string, unknown][] = [
    ['/api/journal', journalInput({ notes: JOURNAL_NOTE })],
    ['/api/lab-results', labResultInput()],
    ['/api/prescriptions', prescriptionInput()],
    ['/api/healthcare-providers', { ...providerInput(), id: providerId }],
    ['/api/assessments', { ...ASSESSMENT_ANSWERS, id: assessmentId }],
    ['/api/supplement-orders', { supplementId, quantity: 1 }],
    ['/api/subscriptions', { supplementId: otherSupplementId, frequency: 'monthly', quantity: 1 }],
    [`/api/supplements/${supplementId}/reviews`, { supplementId, rating: 4, benefits: 'Sleeping better' }],
    [
      '/api/push/subscriptions',
      { endpoint: `https://127.0.0.1/push/${uuidv7()}`, keys: { p256dh: 'BPublicKey', auth: 'secretauth' }, timeZone: 'UTC' },
    ],
  ]
  for (const [path, body] of rest) {
    const answer = await browser.post(path, body)
    expectStatus(answer.status, 201, path, answer.text)
  }

  const results = await device.push([
    device.mutation('reminderSettings', reminderSettingsId(userId), 'create', { timeZone: 'Europe/London', reminderTimes: ['08:00'] }),
    device.mutation('stackItem', stackItemId(userId, supplementId), 'create', {
      supplementId,
      source: 'manual',
      time: '08:00',
      startedAt: '2026-03-01T00:00:00.000Z',
    }),
    device.mutation('dose', doseId(userId, supplementId, '2026-03-02', '08:00'), 'create', {
      supplementId,
      date: '2026-03-02',
      time: '08:00',
      status: 'taken',
      recordedAt: '2026-03-02T08:01:00.000Z',
    }),
    device.mutation('progressCheckIn', uuidv7(), 'create', {
      assessmentId,
      weekNumber: 1,
      overallWellbeing: 6,
      energyLevels: 5,
      sleepQuality: 4,
      stressLevels: 6,
      supplementCompliance: 80,
    }),
    device.mutation('aiInsight', aiInsightId(userId, 'trend:sleep'), 'create', {
      key: 'trend:sleep',
      type: 'other',
      title: 'Sleep was better this week',
      insight: 'Your sleep averaged a point higher.',
      confidence: 90,
      actionRequired: false,
      isRead: false,
    }),
  ])
  expectStatus(results.status, 200, 'sync push', results.text)
  const refused = results.body.results.filter((r) => r.status !== 'applied')
  if (refused.length) throw new Error(`sync refused: ${JSON.stringify(refused)}`)

  await createNotification(userId, { type: 'reminder', title: 'Take vitamin D', message: 'With breakfast.' })

  // Community (issue 15): a story linking a supplement, the person's like of it, the Expert Q&A list.
  const story = await browser.post('/api/success-stories', { title: 'Better sleep', story: 'It helped.', supplementIds: [supplementId] })
  expectStatus(story.status, 201, 'success story', story.text)
  const liked = await browser.post(`/api/success-stories/${story.body.id}/like`)
  expectStatus(liked.status, 200, 'story like', liked.text)
  const interest = await browser.post('/api/expert-qa/interest')
  expectStatus(interest.status, 201, 'expert Q&A interest', interest.text)
  return userId
}

/** How many rows each table holds for the user (by its user_id column). */
export async function rowsPerTable(tables: string[], userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const row = await db.from(table).where('user_id', String(userId)).count('* as total').first()
    counts[table] = Number(row?.total ?? 0)
  }
  return counts
}

/**
 * Rewrites what the user's one stored session says about its device (database session store),
 * as the session itself would hold it after time passed: e.g. a sign-in an hour ago.
 */
export async function rewriteSessionDevice(userId: number, patch: Record<string, unknown>) {
  const rows = await db.from('sessions').where('user_id', String(userId))
  if (rows.length !== 1) throw new Error(`expected one session, found ${rows.length}`)
  const [{ id, data }] = rows
  const values = new MessageBuilder().verify<Record<string, any>>(data, id)
  if (!values) throw new Error('session data did not verify')
  values.device = { ...values.device, ...patch }
  await db
    .from('sessions')
    .where('id', id)
    .update({ data: new MessageBuilder().build(values, undefined, id) })
  return values.device
}

/** What the user's one stored session says about its device. */
export async function storedSessionDevice(userId: number) {
  const [{ id, data }] = await db.from('sessions').where('user_id', String(userId))
  return new MessageBuilder().verify<Record<string, any>>(data, id)?.device
}
