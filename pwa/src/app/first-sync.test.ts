// A device that remembers nobody (a new phone, or after a sign-out) has nothing of the person's
// to show before the first pull: as soon as the start-up session check names them, their
// database opens and their records come down, before any screen is drawn (ADR 0058). Against
// the real API process; `SameOriginBrowser` plays the browser's part.
import 'fake-indexeddb/auto'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { startApiServer, type ApiServer } from '../../test-support/api-server'
import { SameOriginBrowser } from '../../test-support/same-origin-browser'
import { openUserDatabase } from '../db/database'
import { preloadFirstScreen } from './router'
import { discardUserData } from './user-data'

let server: ApiServer
const started: number[] = []

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(async () => {
  for (const userId of started.splice(0)) await discardUserData(userId)
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

async function personWithAnEntry(firstName: string) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  const me = (await (await browser.fetch('/api/auth/user')).json()) as { id: number }
  const saved = await browser.send('POST', '/api/journal', {
    mood: 'good',
    energy: 'high',
    sleep: 'fair',
    stress: 'low',
    notes: 'Written on the laptop',
  })
  expect(saved.notes).toBe('Written on the laptop')
  browser.openPage()
  vi.stubGlobal('fetch', browser.pageFetch)
  return { browser, id: me.id }
}

it("on a device that remembers nobody, the person's records are pulled once the session names them, with no screen drawn", async () => {
  const noor = await personWithAnEntry('Noor')
  started.push(noor.id)
  preloadFirstScreen('/journal', null, { session: Promise.resolve({ id: noor.id }), painted: Promise.resolve() })

  const db = openUserDatabase(noor.id)
  await vi.waitFor(
    async () => expect((await db.tableFor('journalEntry').toArray()).map((row) => row.data.notes)).toEqual(['Written on the laptop']),
    {
      timeout: 15_000,
    }
  )
  db.close()
  expect(noor.browser.requests.some((request) => request.startsWith('GET /api/sync/pull'))).toBe(true)
}, 30_000)

it('a device that remembers the person leaves their sync to the first screen', async () => {
  const rui = await personWithAnEntry('Rui')
  started.push(rui.id)
  preloadFirstScreen('/journal', rui.id, { session: Promise.resolve({ id: rui.id }), painted: Promise.resolve() })
  // Long enough for a pull to have gone out and come back (the test above takes well under this).
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(rui.browser.requests.filter((request) => request.includes('/api/sync/'))).toEqual([])
}, 30_000)

it('a start-up check that names nobody starts no sync', async () => {
  const ines = await personWithAnEntry('Ines')
  preloadFirstScreen('/journal', null, { session: Promise.resolve(null), painted: Promise.resolve() })
  await new Promise((resolve) => setTimeout(resolve, 1500))
  expect(ines.browser.requests.filter((request) => request.includes('/api/sync/'))).toEqual([])
}, 30_000)
