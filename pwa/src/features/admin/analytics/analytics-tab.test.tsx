// The admin Analytics tab against the real API process: a teacher's plan shows under Education,
// and a notification sent to Education reaches the teacher's account (pulled through sync) and
// not an office worker's.
import 'fake-indexeddb/auto'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServer, type ApiServer } from '../../../../test-support/api-server'
import type { SameOriginBrowser } from '../../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../../db/database'
import { signedUpAdmin, signedUpPerson } from '../../../testing/admin-server'
import { ASSESSMENT_ANSWERS } from '../../../testing/assessment-answers'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../../testing/render-with-db'
import { AnalyticsTab } from '../analytics-tab'

configure({ asyncUtilTimeout: 10_000 })

let server: ApiServer
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

/** The notification titles this account's devices pull. */
async function pulledTitles(browser: SameOriginBrowser): Promise<string[]> {
  const answer = await (await browser.fetch('/api/sync/pull?cursor=&limit=500')).json()
  return (answer.changes as Array<{ entity: string; data: { title?: string } | null }>)
    .filter((change) => change.entity === 'notification')
    .map((change) => String(change.data?.title))
}

describe('Admin Analytics tab against the real API', () => {
  it('shows a teacher’s plan under Education and sends a notification to Education only', async () => {
    const teacher = await signedUpPerson(server, 'Tess')
    await teacher.browser.send('POST', '/api/assessments', { ...ASSESSMENT_ANSWERS, jobCategory: 'education' })
    const clerk = await signedUpPerson(server, 'Carl')
    await clerk.browser.send('POST', '/api/assessments', { ...ASSESSMENT_ANSWERS, jobCategory: 'office' })

    const admin = await signedUpAdmin(server)
    admin.browser.openPage()
    vi.stubGlobal('fetch', admin.browser.pageFetch)
    db = newUserDatabase()
    renderWithDb(<AnalyticsTab />, db)

    const completion = await screen.findByRole('group', { name: 'Assessment completion' })
    expect(within(completion).getByText(/^2 of \d+$/)).toBeTruthy()
    const education = await screen.findByRole('region', { name: 'Education (1 person)' })
    expect(within(education).getAllByText('100% (1)').length).toBeGreaterThan(0)

    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: 'education' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Notifications' }))
    await waitFor(() => expect(document.getElementById('admin-send-title-error')?.textContent).toMatch(/Enter a title/))

    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Staff room talk on Friday' } })
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Bring your questions about vitamin D.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send Notifications' }))
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' })
    await within(toasts).findByText('Sent to 1 person.')

    expect(await pulledTitles(teacher.browser)).toContain('Staff room talk on Friday')
    expect(await pulledTitles(clerk.browser)).not.toContain('Staff room talk on Friday')
  })
})
