// Expert Q&A against the real API process: 'Get Notified' puts the person on the waiting list,
// confirms it, and the button shows it from then on — on the next visit too.
import 'fake-indexeddb/auto'
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../test-support/api-server'
import { SameOriginBrowser } from '../../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../../testing/render-with-db'
import { EXPERT_QA_OFFLINE } from './expert-qa-api'
import { ExpertQaTab, ON_THE_LIST } from './expert-qa-tab'

configure({ asyncUtilTimeout: 5000 })

let server: ApiServer
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

async function show(name: string) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(name)
  browser.openPage()
  vi.stubGlobal('fetch', browser.pageFetch)
  db = newUserDatabase()
  return { browser, ...renderWithDb(<ExpertQaTab />, db) }
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

describe('Expert Q&A against the real API', () => {
  it("says it is coming soon; 'Get Notified' confirms, and the button shows the person is on the list", async () => {
    const { browser, unmount } = await show('Uma')
    expect(screen.getByRole('heading', { name: 'Expert Q&A' })).toBeTruthy()
    expect(screen.getByText('Coming soon')).toBeTruthy()

    fireEvent.click(await screen.findByRole('button', { name: 'Get Notified' }))
    const toast = (await within(toastRegion()).findByText(ON_THE_LIST.title)).closest('li')!
    expect(within(toast).getByText(ON_THE_LIST.description)).toBeTruthy()
    const registered = await screen.findByRole('button', { name: "You're on the list" })
    expect((registered as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Get Notified' })).toBeNull()
    expect(await (await browser.fetch('/api/expert-qa/interest')).json()).toMatchObject({ registered: true })

    // Next visit: the server says so, and the button shows it again.
    unmount()
    await cleanupDb(db)
    db = newUserDatabase()
    renderWithDb(<ExpertQaTab />, db)
    expect(await screen.findByRole('button', { name: "You're on the list" })).toBeTruthy()
  }, 30_000)

  it('offline, says it needs a connection and sends nothing', async () => {
    const { browser } = await show('Vic')
    await screen.findByRole('button', { name: 'Get Notified' })
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    fireEvent.click(screen.getByRole('button', { name: 'Get Notified' }))
    expect(screen.getByRole('alert').textContent).toBe(EXPERT_QA_OFFLINE)
    expect(browser.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  }, 30_000)
})
