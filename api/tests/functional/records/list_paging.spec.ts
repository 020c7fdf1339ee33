/**
 * REST lists page with a cursor (issue 10 item 11): `?limit=` records, newest first, and a
 * `Link: <…>; rel="next"` header while more follow — the body stays the spec's array.
 */
import { test } from '@japa/runner'
import { LIST_PAGE_DEFAULT, uuidv7 } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser, type Browser } from '#tests/helpers/browser'
import { currentUserId, labResultInput } from '#tests/helpers/sync_device'

function nextLink(answer: { headers: Headers }): string | null {
  const link = answer.headers.get('link')
  const match = link?.match(/^<([^>]+)>; rel="next"$/)
  return match ? match[1] : null
}

async function everyPage(browser: Browser, first: string) {
  const pages: string[][] = []
  let path: string | null = first
  while (path) {
    const answer = await browser.get(path)
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text}`)
    pages.push(answer.body.map((record: { id: string }) => record.id))
    path = nextLink(answer)
  }
  return pages
}

test.group('REST lists page with a cursor', (group) => {
  group.each.setup(() => resetRateLimits())

  test('lab results, 2 at a time: every record once, newest first, then no next link', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const ids: string[] = []
    for (let day = 1; day <= 5; day++) {
      // Two on the same test date: the order falls back to creation, then id.
      const testedAt = `2026-10-${String(Math.min(day, 4)).padStart(2, '0')}T08:00:00.000Z`
      const answer = await browser.post('/api/lab-results', labResultInput({ id: uuidv7(), testedAt }))
      ids.push(answer.body.id)
    }
    const whole = (await browser.get('/api/lab-results')).body.map((r: { id: string }) => r.id)
    assert.lengthOf(whole, 5)
    const pages = await everyPage(browser, '/api/lab-results?limit=2')
    assert.deepEqual(
      pages.map((page) => page.length),
      [2, 2, 1]
    )
    assert.deepEqual(pages.flat(), whole)
    assert.sameMembers(whole, ids)
  })

  test('a page cut between records made meanwhile still lists each record once', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    for (let i = 0; i < 3; i++)
      await browser.post('/api/journal', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: `old ${i}` })
    const first = await browser.get(`/api/journal/${userId}?limit=2`)
    await browser.post('/api/journal', { mood: 'good', energy: 'high', sleep: 'good', stress: 'low', notes: 'newer' })
    const rest = await everyPage(browser, nextLink(first)!)
    const seen = [...first.body.map((e: { id: string }) => e.id), ...rest.flat()]
    assert.lengthOf(seen, 3)
    assert.lengthOf(new Set(seen), 3)
  })

  test(`without a limit a page holds ${LIST_PAGE_DEFAULT}; bad limits and cursors are 4xx`, async ({ assert }) => {
    const { browser } = await signedInBrowser()
    assert.isNull(nextLink(await browser.get('/api/prescriptions')))
    for (const query of ['limit=0', 'limit=501', 'limit=abc']) {
      assert.equal((await browser.get(`/api/prescriptions?${query}`)).status, 422, query)
    }
    for (const cursor of ['nonsense', Buffer.from('[1,2,3,4,5]').toString('base64url'), Buffer.from('{"a":1}').toString('base64url')]) {
      const answer = await browser.get(`/api/prescriptions?cursor=${cursor}`)
      assert.equal(answer.status, 400, cursor)
      assert.equal(answer.body.code, 'E_BAD_CURSOR')
    }
  })
})
