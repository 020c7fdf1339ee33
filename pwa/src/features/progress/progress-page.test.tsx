import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { addToStack } from '../../db/records/stack'
import { markDose } from '../../db/records/doses'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { on, writtenAt } from '../../testing/dashboard-fixture'
import ProgressPage from './progress-page'

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

async function open(setup?: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  await setup?.(db)
  renderWithDb(<ProgressPage />, db)
  expect(screen.getByRole('heading', { level: 1, name: 'Your Progress' })).toBeTruthy()
  return db
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('Your Progress', () => {
  it('with nothing recorded yet: the check-in, and what to do to see weeks', async () => {
    await open()
    expect(await screen.findByRole('form', { name: 'Weekly check-in' })).toBeTruthy()
    expect(screen.getByText(/your weeks appear here/)).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('charts and tabulates weeks from the journal and the doses marked, newest week first', async () => {
    await open(async (db) => {
      await writtenAt(on(2, 9), () => addToStack(db, [{ supplementId: 1, time: '08:00', dosage: '1000 IU', source: 'plan' }]))
      // This week (4–10 Nov): an excellent day; the week before (28 Oct–3 Nov): a poor one.
      await writtenAt(on(9, 20), () =>
        createRecord(db, 'journalEntry', { mood: 'excellent', energy: 'high', sleep: 'excellent', stress: 'low' })
      )
      await writtenAt(on(2, 20), () => createRecord(db, 'journalEntry', { mood: 'poor', energy: 'low', sleep: 'poor', stress: 'high' }))
      for (const day of ['2026-11-08', '2026-11-09', '2026-11-10'])
        await markDose(db, { supplementId: 1, date: day, time: '08:00' }, 'taken')
    })
    await waitFor(() => expect(rows().length).toBe(12))
    const [thisWeek, lastWeek] = rows()
    expect(
      within(thisWeek!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['10.0', '10.0', '10.0', '10.0', '43%', '1'])
    // 2.5 + 3 + 2.5 + 3 over 4; the stack started on 2 Nov: 2 days planned, none marked.
    expect(
      within(lastWeek!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    ).toEqual(['2.8', '3.0', '2.5', '3.0', '0%', '1'])
  })

  it('saves a weekly check-in on the device; it counts in this week’s figures', async () => {
    const database = await open()
    const form = await screen.findByRole('form', { name: 'Weekly check-in' })
    fireEvent.change(within(form).getByLabelText('Overall wellbeing'), { target: { value: '9' } })
    fireEvent.change(within(form).getByLabelText('Stress'), { target: { value: '2' } })
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save check-in' })))
    await waitFor(async () => {
      const [row] = await database.tableFor('progressCheckIn').toArray()
      expect(row?.data).toMatchObject({ weekNumber: 1, overallWellbeing: 9, stressLevels: 2, supplementCompliance: 0 })
    })
    await waitFor(() => expect(within(rows()[0]!).getAllByRole('cell')[0]!.textContent).toBe('9.0'))
    expect(within(rows()[0]!).getAllByRole('cell')[3]!.textContent).toBe('8.0')
  })
})
