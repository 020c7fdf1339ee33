/**
 * The job queue (ADR 0037), on both backends — in-process, and BullMQ on the Redis at REDIS_URL
 * (127.0.0.1:6379 unless set; present here and in CI): a job runs; a failing one is retried with
 * exponential backoff and lands in the dead letters with its error after the last attempt; an
 * administrator retries (it runs again) or discards one; a payload its schema refuses is never
 * queued; sign-up's mail goes through the queue; a repeated job runs once per tick.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { queue } from '#services/queue/queue'
import { metricsText } from '#services/observability/metrics'
import { InvalidJobPayloadError, UnknownJobError } from '#services/queue/job_errors'
import { Browser, resetRateLimits, signUp } from '#tests/helpers/browser'
import { lastMailTo } from '#tests/helpers/mailbox'
import { auditRows, signedInAdmin, signedInPerson } from '#tests/functional/admin/admin_helpers'
import { BACKENDS, mended, runsOf, testPrefix, uniqueTag, useBackend } from '#tests/functional/queue/queue_helpers'

const FAST = { attempts: 3, backoffMs: 60 }

async function deadJobsTagged(tag: string) {
  const rows = await db.from('queue_dead_jobs').orderBy('id', 'desc')
  return rows.filter((row) => JSON.parse(row.payload).tag === tag)
}

for (const kind of BACKENDS) {
  test.group(`Job queue: ${kind.label}`, (group) => {
    let restore: () => Promise<void>
    group.setup(() => {
      restore = useBackend(kind.make(testPrefix()))
      return () => restore()
    })
    group.each.setup(() => resetRateLimits())

    test('an enqueued job runs with its payload', async ({ assert }) => {
      const n = Math.floor(Math.random() * 1e9)
      const jobId = await queue.enqueue('test.echo', { n })
      await queue.drained()
      const run = runsOf('test.echo').find((r) => (r.payload as { n: number }).n === n)
      assert.exists(run)
      assert.equal(run!.jobId, jobId)
      assert.equal(run!.attempt, 1)
    })

    test('a failing job is retried with exponential backoff, then kept as a dead letter with its error', async ({ assert }) => {
      const person = await signedInPerson()
      const tag = uniqueTag('broken')
      await queue.enqueue('test.broken', { userId: person.id, tag }, FAST)
      await queue.drained()

      const attempts = runsOf('test.broken', tag)
      assert.deepEqual(
        attempts.map((run) => run.attempt),
        [1, 2, 3]
      )
      // The first retry waits the base delay, the second twice that.
      assert.isAtLeast(attempts[1].at - attempts[0].at, FAST.backoffMs - 5)
      assert.isAtLeast(attempts[2].at - attempts[1].at, 2 * FAST.backoffMs - 5)

      const [dead] = await deadJobsTagged(tag)
      assert.exists(dead)
      assert.equal(dead.name, 'test.broken')
      assert.equal(Number(dead.user_id), person.id)
      assert.equal(dead.error_code, 'E_TEST_BROKEN')
      assert.equal(dead.error_message, `the test job ${tag} is broken`)
      assert.equal(Number(dead.attempts), 3)
      assert.deepEqual(JSON.parse(dead.payload), { userId: person.id, tag })
      const { failed } = await queue.depth()
      assert.isAtLeast(failed, 1)
      // The Prometheus gauge reads the same queue when scraped.
      const { body } = await metricsText()
      assert.include(body, `queue_jobs{state="failed"} ${failed}`)
      assert.match(body, /queue_jobs\{state="waiting"\} \d+/)
    })

    test('a job that cannot succeed is a dead letter at once, without retries', async ({ assert }) => {
      const tag = uniqueTag('hopeless')
      await queue.enqueue('test.hopeless', { tag }, FAST)
      await queue.drained()
      assert.lengthOf(runsOf('test.hopeless', tag), 1)
      const [dead] = await deadJobsTagged(tag)
      assert.equal(dead.error_code, 'E_TEST_HOPELESS')
      assert.equal(Number(dead.attempts), 1)
      assert.isNull(dead.user_id)
    })

    test('an administrator lists dead letters newest first, retries one (it runs again) and discards another', async ({ assert }) => {
      const admin = await signedInAdmin()
      const retried = uniqueTag('retried')
      const discarded = uniqueTag('discarded')
      await queue.enqueue('test.broken', { tag: retried }, { attempts: 1 })
      await queue.drained()
      await queue.enqueue('test.broken', { tag: discarded }, { attempts: 1 })
      await queue.drained()
      const [toRetry] = await deadJobsTagged(retried)
      const [toDiscard] = await deadJobsTagged(discarded)

      const list = await admin.browser.get('/api/admin/queue/dead-jobs')
      assert.equal(list.status, 200, list.text)
      const ids = list.body.items.map((item: { id: number }) => item.id)
      assert.isBelow(ids.indexOf(toDiscard.id), ids.indexOf(toRetry.id))
      assert.deepInclude(list.body.items, {
        id: toRetry.id,
        name: 'test.broken',
        payload: { tag: retried },
        userId: null,
        errorCode: 'E_TEST_BROKEN',
        errorMessage: `the test job ${retried} is broken`,
        attempts: 1,
        failedAt: list.body.items.find((item: { id: number }) => item.id === toRetry.id).failedAt,
      })
      const overview = await admin.browser.get('/api/admin/queue')
      assert.equal(overview.status, 200)
      assert.equal(overview.body.backend, kind.label === 'in-process' ? 'memory' : 'redis')
      assert.sameMembers(Object.keys(overview.body.depth), ['waiting', 'active', 'delayed', 'failed'])
      assert.isAtLeast(overview.body.depth.failed, 2)

      mended.add(retried)
      const retry = await admin.browser.post(`/api/admin/queue/dead-jobs/${toRetry.id}/retry`, {})
      assert.equal(retry.status, 200, retry.text)
      await queue.drained()
      assert.deepEqual(
        runsOf('test.broken', retried).map((run) => run.attempt),
        [1, 1]
      )
      assert.lengthOf(await deadJobsTagged(retried), 0)
      // Pressed twice: the second finds nothing to retry.
      assert.equal((await admin.browser.post(`/api/admin/queue/dead-jobs/${toRetry.id}/retry`, {})).status, 404)

      const discard = await admin.browser.request('DELETE', `/api/admin/queue/dead-jobs/${toDiscard.id}`, { json: {} })
      assert.equal(discard.status, 200, discard.text)
      assert.lengthOf(await deadJobsTagged(discarded), 0)
      assert.lengthOf(runsOf('test.broken', discarded), 1)

      assert.deepInclude((await auditRows('queue.retry', admin.id))[0].details, { deadJobId: toRetry.id, job: 'test.broken' })
      assert.deepInclude((await auditRows('queue.discard', admin.id))[0].details, { deadJobId: toDiscard.id, job: 'test.broken' })
    })

    test('a payload its schema refuses, or an unknown job, is never queued', async ({ assert }) => {
      const before = runsOf('test.echo').length
      await assert.rejects(() => queue.enqueue('test.echo', { n: 'seven' }), InvalidJobPayloadError)
      await assert.rejects(() => queue.enqueue('test.echo', { n: 7, extra: true }), InvalidJobPayloadError)
      await assert.rejects(() => queue.enqueue('test.nothing', {}), UnknownJobError)
      await assert.rejects(() => queue.enqueue('mail.verify-email', { userId: 'me', token: 'secret' }), InvalidJobPayloadError)
      await queue.drained()
      assert.lengthOf(runsOf('test.echo'), before)
    })

    test('the verification mail of a sign-up is sent by a job', async ({ assert }) => {
      const added: string[] = []
      const backend = queue.backend
      const add = backend.add.bind(backend)
      backend.add = async (name, payload, settings) => {
        added.push(name)
        return add(name, payload, settings)
      }
      try {
        const { email } = await signUp(new Browser())
        const mail = await lastMailTo(email)
        assert.equal(mail?.subject, 'Verify your Dosewise email address')
        assert.include(added, 'mail.verify-email')
      } finally {
        backend.add = add
      }
    })

    test('a repeated job runs once per tick, however many queues schedule it', async ({ assert }) => {
      const tag = uniqueTag('tick')
      const prefix = testPrefix()
      const [first, second] = [kind.make(prefix), kind.make(prefix)]
      const every = 300
      const started = Date.now()
      try {
        await first.every('test.tick', every, { tag }, { attempts: 1, backoffMs: 10 })
        if (kind.label !== 'in-process') await second.every('test.tick', every, { tag }, { attempts: 1, backoffMs: 10 })
        await new Promise((resolve) => setTimeout(resolve, 2000))
      } finally {
        await first.close()
        if ('removeAll' in second) await (second as { removeAll(): Promise<void> }).removeAll()
        await second.close()
      }
      const ticks = runsOf('test.tick', tag)
      const elapsed = Date.now() - started
      assert.isAtLeast(ticks.length, 3)
      // Two schedulers would double this; one per tick cannot exceed the ticks in the time (and the first).
      assert.isAtMost(ticks.length, Math.floor(elapsed / every) + 1)
      assert.lengthOf(new Set(ticks.map((run) => run.jobId)), ticks.length)
    })
  })
}
