// 'Share Report' against the real API process (its own SQLite database and mail directory):
// nothing about the server is mocked. SameOriginBrowser plays the browser's part (cookies, the
// CSRF cookie in the page); mail is read back from the .eml files the server wrote.
import 'fake-indexeddb/auto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { uuidv7 } from '@dosewise/sync-protocol'
import { startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { ProvidersTab } from './providers-tab'

// Answers come from a real server process (the PDF is rendered there): wait up to 15 s.
configure({ asyncUtilTimeout: 15_000 })

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

async function mailsTo(address: string) {
  const dir = join(server.dataDir, 'mail')
  if (!existsSync(dir)) return []
  const mails = await Promise.all(readdirSync(dir).map((name) => simpleParser(readFileSync(join(dir, name)))))
  return mails.filter((mail) => JSON.stringify(mail.to).includes(address))
}

/** The mails to `address` once there are `count` (the server sends mail from its job queue, a moment after it answers). */
async function mailsOnceThere(address: string, count: number) {
  let mails: Awaited<ReturnType<typeof mailsTo>> = []
  await waitFor(async () => {
    mails = await mailsTo(address)
    expect(mails).toHaveLength(count)
  })
  return mails
}

/** A person signed up (and, unless told otherwise, verified through the mailed link) with one provider on the server and the device. */
async function personWithProvider({ verified }: { verified: boolean }) {
  const browser = new SameOriginBrowser(server.url)
  const email = `ana-${crypto.randomUUID().slice(0, 8)}@example.test`
  const password = 'correct horse battery'
  await browser.send('POST', '/api/auth/signup', { email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Silva' })
  if (verified) {
    const [mail] = await mailsOnceThere(email, 1)
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail!.text ?? '')![1]
    expect((await browser.fetch(`/api/auth/verify-email/${token}`)).status).toBe(200)
  }
  await browser.send('POST', '/api/auth/login', { email, password })
  const provider = { providerName: 'Dr. Amara Okafor', email: `okafor-${uuidv7().slice(-8)}@clinic.example` }
  const id = uuidv7()
  await browser.send('POST', '/api/healthcare-providers', { id, ...provider })

  browser.openPage()
  vi.stubGlobal('fetch', browser.pageFetch)
  db = newUserDatabase()
  await createRecord(db, 'healthcareProvider', provider, id)
  renderWithDb(<ProvidersTab />, db)
  const card = (await screen.findByRole('heading', { name: 'Dr. Amara Okafor' })).closest('article')!
  fireEvent.click(within(card).getByRole('button', { name: 'Share Report' }))
  const dialog = await screen.findByRole('dialog', { name: 'Share a report with Dr. Amara Okafor' })
  return { browser, email, provider, dialog }
}

describe('Share Report against the real API', () => {
  it('previews exactly what will be sent, then sends it: a toast, the dialog closes, the provider has the mail', async () => {
    const { email, provider, dialog } = await personWithProvider({ verified: true })
    fireEvent.click(within(dialog).getByLabelText('Wellness Summary'))
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'See you on Tuesday.' } })
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }))

    const preview = await within(dialog).findByRole('region', { name: 'What will be sent' })
    expect(within(preview).getByText(provider.email)).toBeTruthy()
    expect(within(preview).getByText('Wellness Summary for Ana Silva from Dosewise')).toBeTruthy()
    expect(within(preview).getByText(/^dosewise-wellness-summary-\d{4}-\d{2}-\d{2}\.pdf \(\d/)).toBeTruthy()
    expect(within(preview).getByText(/A message from Ana Silva:\s+See you on Tuesday\./)).toBeTruthy()
    expect(await mailsTo(provider.email)).toEqual([])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const toasts = screen.getByRole('region', { name: 'Notifications (F8)' })
    expect(within(toasts).getByText('Report sent')).toBeTruthy()
    expect(within(toasts).getByText(`Wellness Summary sent to ${provider.email}.`)).toBeTruthy()
    const [mail] = await mailsOnceThere(provider.email, 1)
    expect(mail!.subject).toBe('Wellness Summary for Ana Silva from Dosewise')
    expect(mail!.replyTo?.value[0]?.address).toBe(email)
    expect(mail!.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf'])
  })

  it('a changed choice after a preview needs a new preview before Send', async () => {
    const { dialog } = await personWithProvider({ verified: true })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }))
    await within(dialog).findByRole('region', { name: 'What will be sent' })
    fireEvent.click(within(dialog).getByLabelText('Lab Trends'))
    expect(within(dialog).queryByRole('region', { name: 'What will be sent' })).toBeNull()
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('an unverified account hears why from the server, and can have the verification link sent again', async () => {
    const { email, dialog } = await personWithProvider({ verified: false })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }))
    expect(await within(dialog).findByText('Verify your email address before sharing reports.')).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true)
    await mailsOnceThere(email, 1)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the verification link again' }))
    expect(await within(dialog).findByText('If your address still needs verifying, a new link is on its way.')).toBeTruthy()
    await mailsOnceThere(email, 2)
  })

  it("shows the server's own words when it refuses: a provider it does not have", async () => {
    const { dialog } = await personWithProvider({ verified: true })
    await db!.tableFor('healthcareProvider').clear()
    const localOnly = uuidv7()
    await createRecord(db!, 'healthcareProvider', { providerName: 'Dr. Ben Ito', email: 'ben@clinic.example' }, localOnly)
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const card = (await screen.findByRole('heading', { name: 'Dr. Ben Ito' })).closest('article')!
    fireEvent.click(within(card).getByRole('button', { name: 'Share Report' }))
    const other = await screen.findByRole('dialog', { name: 'Share a report with Dr. Ben Ito' })
    fireEvent.click(within(other).getByRole('button', { name: 'Preview' }))
    expect(await within(other).findByRole('alert')).toHaveProperty('textContent', 'Provider not found')
  })
})
