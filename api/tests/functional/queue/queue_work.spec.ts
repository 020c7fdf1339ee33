/**
 * `node ace queue:work` (ADR 0037): a process of its own that takes jobs from the Redis queue —
 * here a verification mail enqueued by another process (this one, with no worker of its own),
 * sent by the worker from the same database and DATA_DIR. SIGTERM ends it cleanly.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { BullmqBackend } from '#services/queue/bullmq_backend'
import { Browser, resetRateLimits, signUp } from '#tests/helpers/browser'
import { mailsTo } from '#tests/helpers/mailbox'
import User from '#models/user'
import { REDIS_URL, testPrefix } from '#tests/functional/queue/queue_helpers'

const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url))

test.group('node ace queue:work', (group) => {
  group.each.setup(() => resetRateLimits())

  test('takes a job another process enqueued, and stops on SIGTERM', async ({ assert }) => {
    const { email } = await signUp(new Browser())
    const user = await User.findByOrFail('email', email)
    const before = (await mailsTo(email)).length

    const prefix = testPrefix()
    let output = ''
    const worker = spawn('node', ['ace', 'queue:work'], {
      cwd: API_ROOT,
      env: { ...process.env, REDIS_URL, QUEUE_PREFIX: prefix, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout.on('data', (chunk) => (output += chunk))
    worker.stderr.on('data', (chunk) => (output += chunk))
    const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)))
    const producer = new BullmqBackend({ url: REDIS_URL, prefix, worker: false })
    try {
      await producer.add('mail.verify-email', { userId: user.id }, { attempts: 1, backoffMs: 10 })
      const deadline = Date.now() + 30_000
      while ((await mailsTo(email, { wait: false })).length === before && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const mails = await mailsTo(email, { wait: false })
      assert.lengthOf(mails, before + 1, output)
      assert.equal(mails.at(-1)!.subject, 'Verify your Dosewise email address')
      assert.equal((await producer.depth()).waiting, 0)
    } finally {
      worker.kill('SIGTERM')
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000))])
      if (code === 'timeout') worker.kill('SIGKILL')
      await producer.removeAll()
      await producer.close()
      assert.equal(code, 0, output)
    }
  }).timeout(60_000)
})
