/**
 * Recovery on the embedded SQLite database (issue 16 item 7 c, d; ADR 0039): a full disk answers
 * 503 E_STORAGE_FULL and keeps the database whole, and the admin backup restores into a fresh
 * DATA_DIR that a new server process serves. The full disk is simulated with
 * `PRAGMA max_page_count` on the app's connection (the pool keeps one SQLite connection), which
 * fails writes with SQLITE_FULL exactly as a full file system does, without root.
 *
 * SQLite run of the suite only; the PostgreSQL drills are in tests/functional/cluster/.
 */
import { test } from '@japa/runner'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { uuidv7, type MutationResult, type SyncChange } from '@dosewise/sync-protocol'
import { STORAGE_FULL } from '#exceptions/handler'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput, labResultInput } from '#tests/helpers/sync_device'
import { signedInAdmin } from '#tests/functional/admin/admin_helpers'
import { startServer, type RunningServer } from '#tests/helpers/server_process'

const ON_POSTGRES = Boolean(process.env.DATABASE_URL)
const POSTGRES_REASON =
  'the SQLite recovery drills run in the SQLite run of the suite (the PostgreSQL ones are in tests/functional/cluster/)'
/** SQLite's own ceiling, what max_page_count is when nobody lowered it. */
const NO_LIMIT = 4_294_967_294

async function pragma(name: string): Promise<unknown> {
  const rows = await db.rawQuery(`pragma ${name}`)
  const row = (Array.isArray(rows) ? rows[0] : rows) as Record<string, unknown>
  return Object.values(row)[0]
}

async function countRows(table: string, userId: number) {
  const [row] = await db.from(table).where('user_id', userId).count('* as total')
  return Number(row.total)
}

function heldRecords(changes: SyncChange[]) {
  const held = new Map<string, unknown>()
  for (const change of changes) {
    if (change.deleted) held.delete(`${change.entity}:${change.id}`)
    else held.set(`${change.entity}:${change.id}`, { version: change.version, data: change.data })
  }
  return Object.fromEntries([...held].sort(([a], [b]) => a.localeCompare(b)))
}

test.group('Recovery on SQLite', (group) => {
  group.each.timeout(120_000)
  group.each.setup(() => resetRateLimits())
  group.each.teardown(async () => {
    if (!ON_POSTGRES) await db.rawQuery(`pragma max_page_count = ${NO_LIMIT}`)
  })

  test('a full disk answers 503 E_STORAGE_FULL, keeps nothing of the batch, corrupts nothing; the same push succeeds once space returns', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    assert.equal((await device.pushOne(device.mutation('journalEntry', uuidv7(), 'create', journalInput()))).status, 'applied')
    const [client] = await db.from('sync_clients').where('client_id', device.clientId)

    // The file may not grow by more than a page: no free pages left to fill, then the cap.
    await db.rawQuery('vacuum')
    await db.rawQuery(`pragma max_page_count = ${Number(await pragma('page_count')) + 1}`)
    const batch = Array.from({ length: 200 }, (_, index) =>
      device.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: `${'A long night shift. '.repeat(40)} ${index}` }))
    )
    const full = await device.push(batch)
    assert.equal(full.status, 503, full.text)
    assert.deepEqual(full.body, STORAGE_FULL)
    assert.equal(full.body.message, 'The server is out of storage space; your change is kept on your device and will be sent later.')
    assert.exists(full.headers.get('retry-after'))

    assert.equal(await countRows('journal_entries', userId), 1, 'nothing of the batch was written')
    const [after] = await db.from('sync_clients').where('client_id', device.clientId)
    assert.equal(Number(after.last_seq), Number(client.last_seq))
    assert.equal(await pragma('integrity_check'), 'ok')
    // Reads still work on a full disk.
    assert.equal((await browser.get(`/api/journal/${userId}`)).status, 200)

    await db.rawQuery(`pragma max_page_count = ${NO_LIMIT}`)
    const retried = await device.push(batch)
    assert.equal(retried.status, 200, retried.text)
    assert.isTrue((retried.body.results as MutationResult[]).every((r) => r.status === 'applied'))
    assert.equal(await countRows('journal_entries', userId), 201)
    assert.equal(await pragma('integrity_check'), 'ok')
  }).skip(ON_POSTGRES, POSTGRES_REASON)

  test('backup drill: the admin backup copied into a fresh DATA_DIR is served by a new process with the same records', async ({
    assert,
  }) => {
    const { browser, email, password } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const pushed = await device.push([
      ...Array.from({ length: 3 }, (_, index) =>
        device.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: `kept ${index}` }))
      ),
      device.mutation('labResult', uuidv7(), 'create', labResultInput()),
    ])
    assert.equal(pushed.status, 200)
    const expected = heldRecords((await device.pullAll()).changes)
    const journal = (await browser.get(`/api/journal/${userId}`)).body.map((entry: { id: string }) => entry.id)
    assert.lengthOf(journal, 3)

    const admin = await signedInAdmin()
    const answer = await fetch(`http://127.0.0.1:${process.env.PORT}/api/admin/backup`, {
      method: 'POST',
      headers: {
        cookie: admin.browser.cookieHeader(),
        'x-xsrf-token': decodeURIComponent(admin.browser.cookies.get('XSRF-TOKEN') ?? ''),
      },
    })
    assert.equal(answer.status, 200)
    const backup = Buffer.from(await answer.arrayBuffer())

    // Restore: the file becomes dosewise.sqlite of an empty DATA_DIR, private like the original.
    const dataDir = mkdtempSync(join(tmpdir(), 'dw-restore-'))
    chmodSync(dataDir, 0o700)
    writeFileSync(join(dataDir, 'dosewise.sqlite'), backup, { mode: 0o600 })
    let server: RunningServer | undefined
    try {
      server = await startServer({ DATA_DIR: dataDir, REMINDER_SCHEDULER: 'off' })
      const restored = new Browser(server.url)
      const login = await restored.post('/api/auth/login', { email, password })
      assert.equal(login.status, 200, login.text)
      const listed = await restored.get(`/api/journal/${userId}`)
      assert.deepEqual(
        listed.body.map((entry: { id: string }) => entry.id),
        journal
      )
      assert.deepEqual(heldRecords((await new SyncDevice(restored).pullAll()).changes), expected)
    } finally {
      await server?.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }).skip(ON_POSTGRES, POSTGRES_REASON)
})
