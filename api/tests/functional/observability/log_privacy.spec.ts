/**
 * Logs carry no health data, credentials, cookies or emails, and every line is JSON with the
 * request's id (ADR 0036). A real server process logs at 'debug' while a person signs up, writes
 * a journal entry and a lab result (over REST and sync), fails a CSRF check, resets their
 * password and sends tokens in a query string and a header; the captured output is then
 * searched for every one of those values. A database error — whose message is its SQL with
 * the values written in — is reported through the real exception handler and logger config.
 */
import { test } from '@japa/runner'
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { randomBytes, randomUUID } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { simpleParser } from 'mailparser'
import app from '@adonisjs/core/services/app'
import { Logger } from '@adonisjs/core/logger'
import type { LoggerConfig } from '@adonisjs/core/types/logger'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { Browser, signUp, uniqueEmail } from '#tests/helpers/browser'
import { startServer, type RunningServer } from '#tests/helpers/server_process'
import { SyncDevice, journalInput, labResultInput } from '#tests/helpers/sync_device'
import HttpExceptionHandler from '#exceptions/handler'
import { runInRequest } from '#services/observability/request_context'
import { stripSqlValues } from '#services/observability/log_safety'

const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}

type LogLine = Record<string, any>

/** Every line of the server's output; each must be a JSON object. */
function parseLines(output: string, assert: { fail(message: string): never }): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const parsed = JSON.parse(line)
        if (parsed && typeof parsed === 'object') return parsed as LogLine
      } catch {}
      return assert.fail(`not a JSON log line: ${line.slice(0, 200)}`)
    })
}

async function resetTokenFrom(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'mail')
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    for (const name of existsSync(dir) ? readdirSync(dir) : []) {
      const mail = await simpleParser(readFileSync(join(dir, name)))
      const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join() : (mail.to?.text ?? '')
      const token = to.includes(email) ? mail.text?.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] : undefined
      if (token) return token
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no reset mail to ${email}`)
}

test.group('Logs of a real server', (group) => {
  group.each.timeout(120_000)
  const appKey = randomBytes(32).toString('base64url')
  let server: RunningServer
  let dataDir: string
  group.setup(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dw-logs-'))
    server = await startServer({ DATA_DIR: dataDir, APP_KEY: appKey, LOG_LEVEL: 'debug', REMINDER_SCHEDULER: 'off', ...database })
    return () => server.stop()
  })

  test('carry request ids and no password, email, note, lab value, token or cookie', async ({ assert }) => {
    const secret = randomUUID().slice(0, 8)
    const email = uniqueEmail(`logcheck${secret}`)
    const password = `Pw-${secret}-correct horse`
    const newPassword = `Pw-${secret}-battery staple`
    const restNote = `Private note: panic attacks before night shifts ${secret}`
    const syncNote = `Synced note: stopped sertraline on my own ${secret}`
    const labValue = `18.${secret.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`
    const queryToken = `qtoken${secret}`
    const bearer = `bearer${secret}`

    const browser = new Browser(server.url)
    assert.equal((await signUp(browser, { email, password })).answer.status, 201)
    assert.equal((await browser.post('/api/auth/login', { email, password })).status, 200)
    const cookies = new Set([...browser.cookies.values()])

    const journal = await browser.request('POST', '/api/journal', {
      json: journalInput({ notes: restNote }),
      headers: { 'x-request-id': `journal-${secret}` },
    })
    assert.equal(journal.status, 201)
    assert.equal(journal.headers.get('x-request-id'), `journal-${secret}`)
    assert.equal((await browser.post('/api/lab-results', labResultInput({ value: labValue }))).status, 201)
    const device = new SyncDevice(browser)
    await device.pushOne(device.mutation('journalEntry', randomUUID(), 'create', journalInput({ notes: syncNote })))
    assert.equal((await browser.get(`/api/auth/user?token=${queryToken}`)).status, 200)
    assert.equal((await browser.get('/api/health/details', { authorization: `Bearer ${bearer}` })).status, 404)

    // A failing request: the CSRF check refuses it, and the handler logs a warning.
    browser.sendCsrf = false
    const refused = await browser.request('POST', '/api/journal', {
      json: journalInput({ notes: restNote }),
      headers: { 'x-request-id': `csrf-${secret}` },
    })
    assert.equal(refused.status, 403)
    browser.sendCsrf = true
    for (const value of browser.cookies.values()) cookies.add(value)

    const reset = new Browser(server.url)
    assert.equal((await reset.post('/api/auth/forgot-password', { email })).status, 200)
    const resetToken = await resetTokenFrom(dataDir, email)
    const resetAnswer = await reset.post('/api/auth/reset-password', {
      token: resetToken,
      password: newPassword,
      confirmPassword: newPassword,
    })
    assert.equal(resetAnswer.status, 200)
    assert.equal((await new Browser(server.url).post('/api/auth/login', { email, password: newPassword })).status, 200)
    for (const value of reset.cookies.values()) cookies.add(value)

    await new Promise((resolve) => setTimeout(resolve, 300))
    const output = server.output()
    const forbidden = [password, newPassword, email, restNote, syncNote, labValue, resetToken, queryToken, bearer, appKey]
    // The session and CSRF cookies (the auth hint's '1' is no secret).
    for (const cookie of cookies) if (cookie.length >= 16) forbidden.push(cookie, decodeURIComponent(cookie))
    assert.isAtLeast(forbidden.length, 12)
    for (const value of forbidden) assert.notInclude(output, value, 'a secret reached the logs')
    assert.notInclude(output.toLowerCase(), email.toLowerCase())

    const lines = parseLines(output, assert)
    const access = lines.filter((line) => line.msg === 'request')
    assert.isAbove(access.length, 8)
    for (const line of access) {
      assert.isString(line.request_id)
      assert.isString(line.method)
      assert.isString(line.route)
      assert.isNumber(line.status)
      assert.isNumber(line.duration_ms)
    }
    const journalLine = access.find((line) => line.request_id === `journal-${secret}`)
    assert.deepInclude(journalLine, { method: 'POST', route: '/api/journal', status: 201 })
    assert.isNumber(journalLine!.user_id, 'the signed-in user is named by id')
    assert.exists(
      access.find((line) => line.route === '/api/auth/user'),
      'the route pattern, not the URL'
    )
    // Every line written while handling the refused request carries its id: the warning and the access line.
    const refusedLines = lines.filter((line) => line.request_id === `csrf-${secret}`)
    assert.deepInclude(
      refusedLines.find((line) => line.msg !== 'request'),
      { level: 40, code: 'E_BAD_CSRF_TOKEN', status: 403 }
    )
    assert.deepInclude(
      refusedLines.find((line) => line.msg === 'request'),
      { status: 403 }
    )
  })
})

test.group('Logged errors', () => {
  test('a database error is reported with its code and class, without its SQL values', async ({ assert }) => {
    const email = uniqueEmail('dberror')
    const note = `Low ferritin, heavy periods ${randomUUID()}`
    let failure: unknown
    try {
      // created_at is required: the driver refuses the row.
      await db.table('users').insert({ email, username: `u${Date.now()}`, first_name: note })
    } catch (error) {
      failure = error
    }
    assert.exists(failure)
    // SQLite: knex writes the values into the message; PostgreSQL: the driver's `detail` repeats the row.
    const raw = failure as Error & { detail?: string }
    assert.include(`${raw.message} ${raw.detail ?? ''}`, note, 'the raw error does carry the value')

    const written: string[] = []
    const destination = new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk))
        done()
      },
    })
    const config = app.config.get<LoggerConfig>('logger.loggers.app')
    const logger = new Logger({ ...config, level: 'debug', transport: undefined, desination: destination })
    const ctx = await testUtils.createHttpContext()
    ctx.logger = logger
    const handler = new HttpExceptionHandler()
    await runInRequest('db-error-1', async () => {
      await handler.report(failure, ctx)
      logger.error({ err: failure }, 'background work failed: test')
    })

    const output = written.join('')
    assert.notInclude(output, note)
    assert.notInclude(output, email)
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    assert.lengthOf(lines, 2)
    for (const line of lines) {
      assert.equal(line.request_id, 'db-error-1')
      assert.isString(line.err.code)
      assert.isString(line.err.type)
      assert.match(line.err.message, /^\[query\] - /)
      assert.notProperty(line.err, 'detail')
    }
    assert.equal(lines[0].status, 500)
  })

  test('messages lose SQL, quoted values and emails, and keep what says what failed', ({ assert }) => {
    const cases: [string, string][] = [
      [
        "insert into recommendations (user_id, text) values (7, 'You have a low Vitamin D - take 2000 IU') - SQLITE_CONSTRAINT_FOREIGNKEY: FOREIGN KEY constraint failed",
        '[query] - SQLITE_CONSTRAINT_FOREIGNKEY: FOREIGN KEY constraint failed',
      ],
      [
        'select * from "users" where "email" = $1 - duplicate key value violates unique constraint "users_email_unique"',
        '[query] - duplicate key value violates unique constraint "users_email_unique"',
      ],
      ['invalid input syntax for type uuid: "not-a-uuid-ferritin"', 'invalid input syntax for type uuid: "?"'],
      ["no user ada@example.test with note 'private'", "no user [email] with note '?'"],
      ['The request body is not valid JSON.', 'The request body is not valid JSON.'],
    ]
    for (const [message, expected] of cases) assert.equal(stripSqlValues(message), expected)
  })
})
