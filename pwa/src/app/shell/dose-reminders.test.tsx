import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { doseId } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { addToStack } from '../../db/records/stack'
import { saveReminderSettings } from '../../db/records/reminder-settings'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { seedReferenceSnapshot } from '../../testing/seed'
import { dashboardSnapshot, on } from '../../testing/dashboard-fixture'
import { DoseReminders } from './dose-reminders'

let db: UserDatabase | undefined
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(on(10, 8))
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.useRealTimers()
})

const snapshot = dashboardSnapshot()
const nameOf = (id: number) => snapshot.supplements.find((s) => s.id === id)!.name
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

async function open(setup: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, snapshot)
  await setup(db)
  renderWithDb(<DoseReminders />, db)
  return db
}

describe('reminders while the app is open', () => {
  it('announces a dose that is due, once, and its Taken button records it', async () => {
    const database = await open((db) =>
      addToStack(db, [
        { supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' },
        { supplementId: 2, time: '21:00', dosage: '200 mg', source: 'plan' },
      ])
    )
    const region = toastRegion()
    expect(await within(region).findByText(`Time for ${nameOf(1)}`)).toBeTruthy()
    expect(within(region).queryByText(`Time for ${nameOf(2)}`)).toBeNull()
    expect(within(region).getAllByText(`Time for ${nameOf(1)}`)).toHaveLength(1)

    await act(async () => fireEvent.click(within(region).getByRole('button', { name: 'Taken' })))
    const id = doseId(database.userId, 1, '2026-11-10', '08:00')
    await waitFor(async () => expect((await database.tableFor('dose').get(id))?.data.status).toBe('taken'))
  })

  it('does not announce a dose whose time came before its supplement was started', async () => {
    vi.setSystemTime(new Date(on(10, 8).getTime() + 30 * 60_000 + 20_000))
    const database = await open((db) => addToStack(db, [{ supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' }]))
    // Started at 08:30:20: the 08:00 dose is within its due window, but was never asked for.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(within(toastRegion()).queryByText(/^Time for/)).toBeNull()
    // One started now whose time is this minute is announced.
    await act(() => addToStack(database, [{ supplementId: 2, time: '08:30', dosage: '200 mg', source: 'plan' }]))
    expect(await within(toastRegion()).findByText(`Time for ${nameOf(2)}`)).toBeTruthy()
  })

  it('says nothing when supplement reminders are switched off', async () => {
    await open(async (db) => {
      await saveReminderSettings(db, { supplementReminders: false })
      await addToStack(db, [{ supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' }])
    })
    // Give the live queries time to answer; still no reminder.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(within(toastRegion()).queryByText(`Time for ${nameOf(1)}`)).toBeNull()
  })
})
