import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Appointment } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { listRecords } from '../../db/hooks'
import { createRecord } from '../../db/writes'
import { localDay } from '../../lib/dates'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { ProvidersTab } from './providers-tab'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
})

const DAY = 86_400_000
const type = (scope: HTMLElement, label: RegExp | string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

/** The Providers tab with one provider on this device, offline (the browser says so). */
async function offlineWithProvider(email: string | null = 'amara.okafor@clinic.example') {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  db = newUserDatabase()
  await createRecord(db, 'healthcareProvider', { providerName: 'Dr. Amara Okafor', specialty: 'Endocrinology', email })
  renderWithDb(<ProvidersTab />, db)
  const card = (await screen.findByRole('heading', { name: 'Dr. Amara Okafor' })).closest('article')!
  return { db, card }
}

async function schedule(card: HTMLElement, values: { date: string; time: string; duration?: string; reason?: string; reminder?: string }) {
  fireEvent.click(within(card).getByRole('button', { name: 'Schedule' }))
  const dialog = await screen.findByRole('dialog', { name: 'Schedule an appointment' })
  type(dialog, /^Date/, values.date)
  type(dialog, /^Time/, values.time)
  if (values.duration) type(dialog, /^Duration/, values.duration)
  if (values.reason) type(dialog, /^Reason/, values.reason)
  if (values.reminder) fireEvent.click(within(dialog).getByLabelText(values.reminder))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save appointment' }))
  return dialog
}

/** Schedules and waits until the dialog has closed on success. */
async function scheduled(card: HTMLElement, values: Parameters<typeof schedule>[1]) {
  await schedule(card, values)
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

describe("a provider's card: Schedule", () => {
  it('offline, saves the appointment on this device and lists it on the card, waiting to sync', async () => {
    const { db, card } = await offlineWithProvider()
    const date = localDay(new Date(Date.now() + 2 * DAY))
    await schedule(card, { date, time: '14:30', duration: '45', reason: 'Thyroid results', reminder: '1 day before' })

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(toastRegion()).findByText('Appointment scheduled')).toBeTruthy()
    const [stored] = await listRecords<Appointment>(db, 'appointment')
    const [provider] = await listRecords<{ id: string }>(db, 'healthcareProvider')
    expect(stored).toMatchObject({
      providerId: provider.id,
      startsAt: new Date(`${date}T14:30:00`).toISOString(),
      durationMinutes: 45,
      reason: 'Thyroid results',
      reminderMinutesBefore: 1_440,
      pending: true,
    })
    expect((await db.outbox.toArray()).map((entry) => [entry.entity, entry.op])).toEqual([
      ['healthcareProvider', 'create'],
      ['appointment', 'create'],
    ])

    const list = within(card).getByRole('region', { name: 'Upcoming appointments' })
    expect(within(list).getByText('45 min · Reminder 1 day before')).toBeTruthy()
    expect(within(list).getByText('Thyroid results')).toBeTruthy()
    expect(within(list).getByText('Waiting to sync')).toBeTruthy()
    expect(within(list).getByRole('button', { name: /^Add to calendar \(\.ics\)/ })).toBeTruthy()
  })

  it('refuses a time that has passed and a date left empty, saving nothing', async () => {
    const { db, card } = await offlineWithProvider()
    const dialog = await schedule(card, { date: localDay(new Date(Date.now() - DAY)), time: '09:00' })
    const date = within(dialog).getByLabelText(/^Date/)
    await waitFor(() => expect(date.getAttribute('aria-invalid')).toBe('true'))
    expect(within(dialog).getByText('Choose a time that has not passed yet')).toBeTruthy()
    type(dialog, /^Date/, '')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save appointment' }))
    expect(await within(dialog).findByText('Date and time are required')).toBeTruthy()
    expect(await db.tableFor('appointment').count()).toBe(0)
  })

  it("'Add to calendar (.ics)' saves a calendar file made on the device, with the start in UTC and the reminder", async () => {
    const { card } = await offlineWithProvider()
    const date = localDay(new Date(Date.now() + 3 * DAY))
    await scheduled(card, { date, time: '08:15', reminder: '15 min before' })
    const button = await within(card).findByRole('button', { name: /^Add to calendar \(\.ics\)/ })

    const files: Blob[] = []
    const names: string[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob)
      return 'blob:calendar'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    fireEvent.click(button)

    expect(names).toEqual([`appointment-dr-amara-okafor-${new Date(`${date}T08:15:00`).toISOString().slice(0, 10)}.ics`])
    expect(files[0].type).toBe('text/calendar;charset=utf-8')
    // jsdom's Blob has no text(); FileReader reads it as a browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(files[0])
    })
    const ics = text.replace(/\r\n /g, '')
    const utc = new Date(`${date}T08:15:00`)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '')
    expect(ics).toContain(`\r\nDTSTART:${utc}\r\n`)
    expect(ics).toContain('\r\nSUMMARY:Appointment with Dr. Amara Okafor\r\n')
    expect(ics).toContain('\r\nTRIGGER:-PT15M\r\n')
  })

  it('cancels an appointment after confirming, and deleting the provider cancels the rest', async () => {
    const { db, card } = await offlineWithProvider()
    await scheduled(card, { date: localDay(new Date(Date.now() + DAY)), time: '10:00' })
    await within(card).findByRole('region', { name: 'Upcoming appointments' })
    fireEvent.click(within(card).getByRole('button', { name: /^Cancel appointment on/ }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel appointment' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await within(toastRegion()).findByText('Appointment cancelled')).toBeTruthy()
    await waitFor(() => expect(within(card).queryByRole('region', { name: 'Upcoming appointments' })).toBeNull())
    expect(await listRecords(db, 'appointment')).toEqual([])

    await scheduled(card, { date: localDay(new Date(Date.now() + 5 * DAY)), time: '11:00' })
    await within(card).findByRole('region', { name: 'Upcoming appointments' })
    fireEvent.click(within(card).getByRole('button', { name: 'Delete Dr. Amara Okafor' }))
    const confirm = screen.getByRole('alertdialog')
    expect(within(confirm).getByText('Dr. Amara Okafor and their appointment will be removed from all your devices.')).toBeTruthy()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(async () => expect(await listRecords(db, 'appointment')).toEqual([]))
    expect(await listRecords(db, 'healthcareProvider')).toEqual([])
  })
})

describe("a provider's card: Share Report", () => {
  it('offline, opens and says plainly that sharing needs a connection, with Preview and Send off', async () => {
    const { card } = await offlineWithProvider()
    fireEvent.click(within(card).getByRole('button', { name: 'Share Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share a report with Dr. Amara Okafor' })
    expect(within(dialog).getByText(/Sharing a report needs a connection/)).toBeTruthy()
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent)
    ).toEqual(['Supplement Report', 'Lab Trends', 'Interaction Report', 'Wellness Summary'])
    expect((within(dialog).getByRole('button', { name: 'Preview' }) as HTMLButtonElement).disabled).toBe(true)
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('for a provider without an email, says so and lets the person add one there', async () => {
    const { db, card } = await offlineWithProvider(null)
    fireEvent.click(within(card).getByRole('button', { name: 'Share Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share a report with Dr. Amara Okafor' })
    expect(within(dialog).getByText('Add an email address for this provider first.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an email address' }))

    const edit = await screen.findByRole('dialog', { name: 'Edit Dr. Amara Okafor' })
    type(edit, /^Email/, 'amara@clinic.example')
    fireEvent.click(within(edit).getByRole('button', { name: 'Save Changes' }))
    const back = await screen.findByRole('dialog', { name: 'Share a report with Dr. Amara Okafor' })
    expect(await within(back).findByText('amara@clinic.example')).toBeTruthy()
    const [provider] = await listRecords<{ email: string }>(db, 'healthcareProvider')
    expect(provider.email).toBe('amara@clinic.example')
  })
})
