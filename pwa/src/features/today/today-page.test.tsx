import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { doseId } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { addToStack } from '../../db/records/stack'
import { saveReminderSettings } from '../../db/records/reminder-settings'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { seedReferenceSnapshot } from '../../testing/seed'
import { dashboardSnapshot, on, writtenAt } from '../../testing/dashboard-fixture'
import TodayPage from './today-page'

let db: UserDatabase | undefined
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(on(10, 12))
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.useRealTimers()
})

const snapshot = dashboardSnapshot()
const nameOf = (id: number) => snapshot.supplements.find((s) => s.id === id)!.name

async function open(setup?: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, snapshot)
  await setup?.(db)
  renderWithDb(<TodayPage />, db)
  expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeTruthy()
  return db
}

const stack = (db: UserDatabase) =>
  writtenAt(on(8, 9), () =>
    addToStack(db, [
      { supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' },
      { supplementId: 2, time: '11:30', dosage: '200 mg', source: 'plan' },
      { supplementId: 3, time: '21:00', dosage: '300 mg', source: 'plan' },
    ])
  )

const doseRows = async () => within(await screen.findByRole('list', { name: 'Today’s doses' })).getAllByRole('listitem')

describe('Today', () => {
  it('invites a person with no stack to save a plan', async () => {
    await open()
    expect(await screen.findByRole('heading', { name: 'No doses planned today' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Your recommendations' }).getAttribute('href')).toBe('/recommendations')
  })

  it('lists today’s doses in time order, the one due now highlighted, and the next reminder', async () => {
    await open(stack)
    const rows = await doseRows()
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([nameOf(1), nameOf(2), nameOf(3)])
    expect(within(rows[0]!).getByText('Overdue')).toBeTruthy()
    expect(within(rows[1]!).getByText('Due now')).toBeTruthy()
    expect(rows[1]!.getAttribute('aria-current')).toBe('time')
    expect(within(rows[2]!).getByText('Later today')).toBeTruthy()
    const reminder = screen.getByRole('heading', { name: 'Next reminder' }).closest('div')!.parentElement!
    expect(within(reminder).getByText(new RegExp(nameOf(3)))).toBeTruthy()
  })

  it('Taken records the dose on the device, with its outbox entry, and Undo takes it back', async () => {
    const database = await open(stack)
    fireEvent.click(await screen.findByRole('button', { name: `Taken: ${nameOf(2)}` }))
    const id = doseId(database.userId, 2, '2026-11-10', '11:30')
    await waitFor(async () => expect((await database.tableFor('dose').get(id))?.data).toMatchObject({ status: 'taken', supplementId: 2 }))
    expect((await database.outbox.toArray()).some((entry) => entry.entity === 'dose' && entry.entityId === id)).toBe(true)
    expect(await screen.findByText('1 of 3 taken')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: `Undo: ${nameOf(2)} taken` }))
    await waitFor(async () => expect((await database.tableFor('dose').get(id))?._deleted).toBe(1))
    expect(await screen.findByText('0 of 3 taken')).toBeTruthy()
  })

  it('Snooze moves the dose half an hour on; the next reminder follows it', async () => {
    await open(stack)
    fireEvent.click(await screen.findByRole('button', { name: `Snooze 30 minutes: ${nameOf(2)}` }))
    const row = (await doseRows())[1]!
    expect(await within(row).findByText('Snoozed')).toBeTruthy()
    const reminder = screen.getByRole('heading', { name: 'Next reminder' }).closest('div')!.parentElement!
    await waitFor(() => expect(within(reminder).getByText(new RegExp(nameOf(2)))).toBeTruthy())
  })

  it('the quick journal entry saves today’s entry with the doses taken', async () => {
    const database = await open(stack)
    fireEvent.click(await screen.findByRole('button', { name: `Taken: ${nameOf(1)}` }))
    await screen.findByText('1 of 3 taken')
    const form = screen.getByRole('form', { name: 'Quick journal entry' })
    fireEvent.change(within(form).getByLabelText('Mood'), { target: { value: 'excellent' } })
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save entry' })))
    await waitFor(async () => {
      const [entry] = await database.tableFor('journalEntry').toArray()
      expect(entry?.data).toMatchObject({ mood: 'excellent', supplementsTaken: [nameOf(1)] })
    })
  })

  it('on a night-shift rota: a morning dose moves to after day sleep; a sleep aid just before the shift is flagged', async () => {
    const withSleepAid = {
      ...snapshot,
      supplements: snapshot.supplements.map((s) =>
        s.id === 7 ? { ...s, timingRules: { withFood: null, timeOfDay: 'bedtime' as const, separateFrom: [] } } : s
      ),
    }
    db = newUserDatabase()
    await seedReferenceSnapshot(db, withSleepAid)
    await saveReminderSettings(db, { rota: { pattern: ['night'], startsOn: '2026-11-01' } })
    await writtenAt(on(8, 9), () =>
      addToStack(db!, [
        { supplementId: 4, time: '09:00', dosage: '1000 IU', source: 'plan' },
        { supplementId: 7, time: '16:00', dosage: '100 mg', source: 'plan' },
      ])
    )
    renderWithDb(<TodayPage />, db)
    const rows = await doseRows()
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([nameOf(4), nameOf(7)])
    // 09:00 falls in the day sleep after last night's shift (08:00–15:00): it moves to 15:00.
    expect(rows[0]!.textContent).toMatch(/^3:00\s?PM/)
    expect(within(rows[1]!).getByText(/May make you drowsy: it is within 4 hours before your night shift/)).toBeTruthy()
    expect(rows[0]!.textContent).not.toMatch(/drowsy/)
  })

  it('on a rota with its own hours (nights 22:00–06:00): the day sleep is 07:00–14:00, and the drowsy warning follows the later start', async () => {
    const withSleepAid = {
      ...snapshot,
      supplements: snapshot.supplements.map((s) =>
        s.id === 7 ? { ...s, timingRules: { withFood: null, timeOfDay: 'bedtime' as const, separateFrom: [] } } : s
      ),
    }
    db = newUserDatabase()
    await seedReferenceSnapshot(db, withSleepAid)
    await saveReminderSettings(db, { rota: { pattern: ['night'], startsOn: '2026-11-01', nightStart: '22:00', shiftHours: 8 } })
    await writtenAt(on(8, 9), () =>
      addToStack(db!, [
        { supplementId: 4, time: '09:00', dosage: '1000 IU', source: 'plan' },
        { supplementId: 7, time: '17:30', dosage: '100 mg', source: 'plan' },
      ])
    )
    renderWithDb(<TodayPage />, db)
    const rows = await doseRows()
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([nameOf(4), nameOf(7)])
    // Home at 06:00, asleep 07:00–14:00 (not 08:00–15:00): the 09:00 dose moves to 14:00.
    expect(rows[0]!.textContent).toMatch(/^2:00\s?PM/)
    // 17:30 is four and a half hours before a 22:00 shift (it was one and a half before 19:00).
    expect(rows[1]!.textContent).toMatch(/^5:30\s?PM/)
    expect(rows[1]!.textContent).not.toMatch(/drowsy/)
  })
})
