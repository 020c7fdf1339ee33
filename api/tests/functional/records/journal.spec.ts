import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { journalEntrySchema, uuidv7 } from '@dosewise/sync-protocol'
import { Browser, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput } from '#tests/helpers/sync_device'

/** GET /api/journal/{userId} and POST /api/journal (spec §7). */
test.group('Journal endpoints', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a saved entry is returned with its id, user and date, and listed newest first', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const first = await browser.post('/api/journal', journalInput({ notes: 'First entry' }))
    assert.equal(first.status, 201)
    const entry = journalEntrySchema.parse(first.body)
    assert.equal(entry.userId, userId)
    assert.equal(entry.notes, 'First entry')
    assert.isNull(entry.conflictOf)
    assert.isBelow(Math.abs(Date.parse(entry.date) - Date.now()), 60_000)

    await new Promise((resolve) => setTimeout(resolve, 5))
    const second = await browser.post('/api/journal', journalInput({ notes: null, supplementsTaken: [] }))
    assert.equal(second.status, 201)
    assert.isNull(second.body.notes)

    const list = await browser.get(`/api/journal/${userId}`)
    assert.equal(list.status, 200)
    assert.deepEqual(
      list.body.map((e: { id: string }) => e.id),
      [second.body.id, first.body.id]
    )
  })

  test('a deleted entry is no longer listed', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const created = await browser.post('/api/journal', journalInput())
    const device = new SyncDevice(browser)
    const deletion = await device.pushOne(device.mutation('journalEntry', created.body.id, 'delete', null, { baseVersion: 1 }))
    assert.equal(deletion.status, 'applied')
    assert.deepEqual((await browser.get(`/api/journal/${userId}`)).body, [])
  })

  test('an invalid entry answers 422 with the field and saves nothing', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const answer = await browser.post('/api/journal', journalInput({ mood: 'great', supplementsTaken: [''] }))
    assert.equal(answer.status, 422)
    assert.equal(answer.body.code, 'E_VALIDATION_ERROR')
    const fields = answer.body.errors.map((e: { field: string }) => e.field)
    assert.includeMembers(fields, ['mood', 'supplementsTaken.0'])
    assert.deepEqual((await browser.get(`/api/journal/${userId}`)).body, [])
  })

  test('sending the same entry with its id twice saves it once; an id in use elsewhere is a 409', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const id = uuidv7()
    const first = await browser.post('/api/journal', journalInput({ id }))
    const again = await browser.post('/api/journal', journalInput({ id }))
    assert.equal(first.status, 201)
    assert.equal(again.status, 200)
    assert.deepEqual(again.body, first.body)
    assert.lengthOf(await db.from('journal_entries').where('id', id), 1)

    const other = (await signedInBrowser()).browser
    const taken = await other.post('/api/journal', journalInput({ id }))
    assert.equal(taken.status, 409)
    assert.equal(taken.body.code, 'E_ALREADY_EXISTS')
  })

  test('signed out, the journal answers 401 JSON', async ({ assert }) => {
    const browser = new Browser()
    const list = await browser.get('/api/journal/1')
    assert.equal(list.status, 401)
    assert.equal(list.body.code, 'E_UNAUTHORIZED_ACCESS')
    assert.equal((await browser.post('/api/journal', journalInput())).status, 401)
  })
})
