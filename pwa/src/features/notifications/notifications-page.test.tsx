import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { seedReferenceSnapshot, seedServerRecords } from '../../testing/seed'
import { addToStack } from '../../db/records/stack'
import { dashboardSnapshot } from '../../testing/dashboard-fixture'
import { reminderSettingsId, stackItemId } from '@dosewise/sync-protocol'
import NotificationsPage from './notifications-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

const notification = (id: number, over: Record<string, unknown>) => ({
  id,
  type: 'reminder',
  title: 'Time for Vitamin D3',
  message: 'Take it with breakfast.',
  isRead: false,
  isActive: true,
  createdAt: `2026-11-0${id}T08:00:00.000Z`,
  scheduledFor: null,
  ...over,
})

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const badgeOf = (label: string) => screen.getByText(label).closest('li')!.textContent

describe('Notifications', () => {
  it('shows the empty state and the default reminder settings (all on)', async () => {
    db = renderWithDb(<NotificationsPage />).db
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeTruthy()
    await waitFor(() => expect(badgeOf('Supplement reminders')).toBe('Supplement remindersOn'))
    expect(badgeOf('Progress check-ins')).toBe('Progress check-insOn')
    expect(badgeOf('Interaction alerts')).toBe('Interaction alertsOn')
  })

  it('marks an unread notification as read: it dims, loses its button, and the change waits to sync', async () => {
    db = newUserDatabase()
    await seedServerRecords(db, 'notification', [
      notification(1, { title: 'Weekly check-in done', type: 'achievement', isRead: true }),
      notification(2, { title: 'Possible interaction', type: 'warning', message: 'Warfarin and fish oil may interact.' }),
    ])
    renderWithDb(<NotificationsPage />, db)

    const unread = (await screen.findByRole('heading', { name: 'Possible interaction' })).closest('article')!
    const read = screen.getByRole('heading', { name: 'Weekly check-in done' }).closest('article')!
    expect(within(unread).getByText('Warning')).toBeTruthy()
    expect(within(read).getByText('Achievement')).toBeTruthy()
    expect(read.hasAttribute('data-read')).toBe(true)
    expect(within(read).queryByRole('button', { name: /Mark as read/ })).toBeNull()
    // The unread count is its own live query (a count), which may answer after the list.
    expect(await screen.findByText('1 unread')).toBeTruthy()

    fireEvent.click(within(unread).getByRole('button', { name: 'Mark as read: Possible interaction' }))
    expect(await within(toastRegion()).findByText('Notification marked as read')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as read/ })).toBeNull())
    expect(screen.getByRole('heading', { name: 'Possible interaction' }).closest('article')!.hasAttribute('data-read')).toBe(true)
    expect((await db.outbox.toArray()).map((e) => [e.entity, e.entityId, e.patch])).toEqual([['notification', '2', { isRead: true }]])
  })

  it('the Settings dialog turns a reminder off', async () => {
    db = renderWithDb(<NotificationsPage />).db
    const settings = await screen.findByRole('button', { name: 'Settings' })
    await waitFor(() => expect(settings.hasAttribute('disabled')).toBe(false))
    fireEvent.click(settings)

    const dialog = screen.getByRole('dialog', { name: 'Reminder Settings' })
    const progress = within(dialog).getByRole('checkbox', { name: /Progress check-ins/ }) as HTMLInputElement
    expect(progress.checked).toBe(true)
    fireEvent.click(progress)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }))

    await waitFor(() => expect(badgeOf('Progress check-ins')).toBe('Progress check-insOff'))
    expect(badgeOf('Supplement reminders')).toBe('Supplement remindersOn')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(toastRegion()).getByText('Settings saved')).toBeTruthy()
    expect((await db.outbox.toArray()).map((e) => [e.entity, e.patch])).toEqual([
      ['reminderSettings', expect.objectContaining({ progressCheckIns: false })],
    ])
  })

  it('Dose times: each supplement’s time and the time zone are edited on the device; the calendar file is offered with the zone', async () => {
    const database = newUserDatabase()
    db = database
    const snapshot = dashboardSnapshot()
    await seedReferenceSnapshot(database, snapshot)
    await addToStack(database, [
      { supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' },
      { supplementId: 2, time: null, dosage: null, source: 'manual' },
    ])
    renderWithDb(<NotificationsPage />, database)
    const form = await screen.findByRole('form', { name: 'Dose times' })
    const first = snapshot.supplements.find((s) => s.id === 1)!.name
    const timeOf = within(form).getByLabelText(new RegExp(first)) as HTMLInputElement
    expect(timeOf.value).toBe('08:00')
    fireEvent.change(timeOf, { target: { value: '07:15' } })
    fireEvent.change(within(form).getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save times' }))

    expect(await within(toastRegion()).findByText('Dose times saved')).toBeTruthy()
    await waitFor(async () => expect((await database.tableFor('stackItem').get(stackItemId(database.userId, 1)))?.data.time).toBe('07:15'))
    expect((await database.tableFor('reminderSettings').get(reminderSettingsId(database.userId)))?.data.timeZone).toBe('Asia/Tokyo')
    expect((await database.tableFor('stackItem').get(stackItemId(database.userId, 2)))?.data.time).toBeNull()
    // A shift rota, saved with the times.
    fireEvent.change(within(form).getByLabelText('Pattern, repeating'), { target: { value: 'D X' } })
    expect(within(form).getByText(/Use D \(day shift\), N \(night shift\) and O \(off\)/)).toBeTruthy()
    fireEvent.change(within(form).getByLabelText('Pattern, repeating'), { target: { value: 'd d n n o o' } })
    fireEvent.change(within(form).getByLabelText('The pattern’s first day'), { target: { value: '2026-11-02' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save times' }))
    await waitFor(async () =>
      expect((await database.tableFor('reminderSettings').get(reminderSettingsId(database.userId)))?.data.rota).toEqual({
        pattern: ['day', 'day', 'night', 'night', 'off', 'off'],
        startsOn: '2026-11-02',
      })
    )
    const calendar = within(form).getByRole('link', { name: 'Add to your calendar' })
    expect(calendar.getAttribute('href')).toBe('/api/calendar/doses.ics?tz=Asia%2FTokyo')
  })

  it('Shift rota: a person sets their own shift hours; they are shown, checked, and saved with the rota', async () => {
    const database = newUserDatabase()
    db = database
    await seedReferenceSnapshot(database, dashboardSnapshot())
    await addToStack(database, [{ supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' }])
    renderWithDb(<NotificationsPage />, database)
    const form = await screen.findByRole('form', { name: 'Dose times' })
    const rota = within(form).getByRole('group', { name: 'Shift rota (optional)' })
    const dayStart = within(rota).getByLabelText('Day shifts start') as HTMLInputElement
    const nightStart = within(rota).getByLabelText('Night shifts start') as HTMLInputElement
    const length = within(rota).getByLabelText('Shift length') as HTMLSelectElement
    // The hours the app has assumed so far, until changed.
    expect([dayStart.value, nightStart.value, length.value]).toEqual(['07:00', '19:00', '12'])
    expect(within(rota).getByText(/Day shift 07:00–19:00, night shift 19:00–07:00\. You sleep 23:00–07:00 before a day shift/)).toBeTruthy()

    fireEvent.change(within(rota).getByLabelText('Pattern, repeating'), { target: { value: 'D D N N O O' } })
    fireEvent.change(within(rota).getByLabelText('The pattern’s first day'), { target: { value: '2026-11-02' } })
    fireEvent.change(dayStart, { target: { value: '06:00' } })
    fireEvent.change(nightStart, { target: { value: '22:00' } })
    fireEvent.change(length, { target: { value: '8' } })
    // Said what they mean for sleep: awake an hour before an early day shift, day sleep an hour after nights.
    expect(
      within(rota).getByText(/Day shift 06:00–14:00, night shift 22:00–06:00\. You sleep 21:00–05:00 before a day shift and 07:00–14:00/)
    ).toBeTruthy()

    // A night shift cannot start in the morning: the message is under the controls and read out with the field.
    fireEvent.change(nightStart, { target: { value: '06:00' } })
    const message = within(rota).getByText('A night shift starts at 12:00 or later.')
    expect(nightStart.getAttribute('aria-invalid')).toBe('true')
    expect(nightStart.getAttribute('aria-describedby')?.split(' ')).toContain(message.id)
    expect(within(form).getByRole('button', { name: 'Save times' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(nightStart, { target: { value: '22:00' } })
    expect(nightStart.hasAttribute('aria-invalid')).toBe(false)
    expect(within(rota).queryByText('A night shift starts at 12:00 or later.')).toBeNull()

    fireEvent.click(within(form).getByRole('button', { name: 'Save times' }))
    expect(await within(toastRegion()).findByText('Dose times saved')).toBeTruthy()
    await waitFor(async () =>
      expect((await database.tableFor('reminderSettings').get(reminderSettingsId(database.userId)))?.data.rota).toEqual({
        pattern: ['day', 'day', 'night', 'night', 'off', 'off'],
        startsOn: '2026-11-02',
        dayStart: '06:00',
        nightStart: '22:00',
        shiftHours: 8,
      })
    )
    expect((await database.outbox.toArray()).at(-1)?.patch).toMatchObject({ rota: expect.objectContaining({ nightStart: '22:00' }) })
    // Shown as saved.
    expect([dayStart.value, nightStart.value, length.value]).toEqual(['06:00', '22:00', '8'])
  })
})
