/**
 * Pull pages sized by bytes (ADR 0041): a page of long records ends at PULL_PAGE_MAX_BYTES of
 * JSON even below the row limit, and a device paging through with the cursors it is given gets
 * every change exactly once, in order.
 */
import { test } from '@japa/runner'
import { PULL_PAGE_MAX_BYTES, uuidv7, type SyncChange } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, journalInput } from '#tests/helpers/sync_device'

/** Notes of `length` characters that do not repeat much (as people write, not 'xxxx'). */
function longNotes(seed: number, length: number) {
  const words = ['magnesium', 'slept', 'shift', 'headache', 'calm', 'walked', 'coffee', 'late', 'rested', 'ward', 'ferritin', 'tired']
  let text = `Entry ${seed}.`
  for (let i = 0; text.length < length; i++) text += ` ${words[(seed * 7 + i * 13 + (i >> 3)) % words.length]}`
  return text.slice(0, length)
}

test.group('Sync pull pages sized by bytes', (group) => {
  group.each.setup(() => resetRateLimits())
  group.each.timeout(60_000)

  test('long entries fill a page by bytes; every change comes once, in order, across the cursors', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const ids: string[] = []
    // 70 entries of ~9.5 KB (≈ 660 KB of changes) between short ones, pushed in batches under the push limit.
    for (let batch = 0; batch < 7; batch++) {
      const mutations = Array.from({ length: 12 }, (_, i) => {
        const id = uuidv7()
        ids.push(id)
        const long = i % 6 !== 5
        return device.mutation(
          'journalEntry',
          id,
          'create',
          journalInput({ notes: long ? longNotes(batch * 12 + i, 9_500) : 'Short day.' })
        )
      })
      const answer = await device.push(mutations)
      assert.equal(answer.status, 200)
    }

    const seen: SyncChange[] = []
    let cursor = ''
    let pages = 0
    for (;;) {
      const answer = await device.pull({ cursor, limit: 500 })
      assert.equal(answer.status, 200)
      pages += 1
      const { changes, hasMore } = answer.body
      assert.isAbove(changes.length, 0)
      const changesBytes = Buffer.byteLength(JSON.stringify(changes)) - 2
      if (changes.length > 1) assert.isAtMost(changesBytes, PULL_PAGE_MAX_BYTES, `page ${pages}`)
      seen.push(...changes)
      cursor = answer.body.cursor
      assert.equal(cursor, `v1.${changes[changes.length - 1].version}`)
      if (!hasMore) break
      // A page that ends early still holds as much as fits: the next change would not have.
      assert.isAbove(changesBytes, PULL_PAGE_MAX_BYTES - 12_000, `page ${pages} is full`)
    }
    assert.isAtLeast(pages, 3, 'the ~660 KB of changes took several pages')
    assert.deepEqual(
      seen.map((c) => c.id),
      ids,
      'every entry once, in the order written'
    )
    assert.deepEqual(
      seen.map((c) => c.version),
      ids.map((_, i) => i + 1)
    )
    // Nothing is left after the last cursor.
    const after = await device.pull({ cursor, limit: 500 })
    assert.deepEqual(after.body.changes, [])
    assert.isFalse(after.body.hasMore)
  })

  test('small entries are still paged by the row limit', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const answer = await device.push(Array.from({ length: 25 }, () => device.mutation('journalEntry', uuidv7(), 'create', journalInput())))
    assert.equal(answer.status, 200)
    const first = await device.pull({ limit: 10 })
    assert.lengthOf(first.body.changes, 10)
    assert.isTrue(first.body.hasMore)
    const all = await device.pullAll('', 10)
    assert.equal(all.pages, 3)
    assert.lengthOf(new Set(all.changes.map((c) => c.id)), 25)
  })
})
