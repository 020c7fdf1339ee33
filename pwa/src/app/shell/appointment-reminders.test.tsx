import 'fake-indexeddb/auto'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { formatDateTime } from '../../lib/dates'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { AppointmentReminders } from './appointment-reminders'

const T0 = new Date('2026-12-01T09:00:00.000Z').getTime()
const MINUTE = 60_000

let db: UserDatabase | undefined
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.useRealTimers()
})

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

describe('appointment reminders while the app is open', () => {
  it('announce an appointment once its reminder moment has come, and none that is not due, too late or without a reminder', async () => {
    db = newUserDatabase()
    const providerId = await createRecord(db, 'healthcareProvider', { providerName: 'Dr. Amara Okafor' })
    const other = await createRecord(db, 'healthcareProvider', { providerName: 'Dr. Ben Ito' })
    const soon = new Date(T0 + 90 * MINUTE).toISOString()
    // Due at T0 + 30 min (an hour before).
    await createRecord(db, 'appointment', { providerId, startsAt: soon, reminderMinutesBefore: 60, location: 'Room 4' })
    // Due tomorrow (a day before the day after).
    await createRecord(db, 'appointment', {
      providerId: other,
      startsAt: new Date(T0 + 2 * 1440 * MINUTE).toISOString(),
      reminderMinutesBefore: 1440,
    })
    // No reminder.
    await createRecord(db, 'appointment', {
      providerId: other,
      startsAt: new Date(T0 + 40 * MINUTE).toISOString(),
      reminderMinutesBefore: null,
    })
    // Due at T0 + 5 min: by T0 + 31 min, too long ago to be announced now.
    await createRecord(db, 'appointment', {
      providerId: other,
      startsAt: new Date(T0 + 20 * MINUTE).toISOString(),
      reminderMinutesBefore: 15,
    })

    vi.setSystemTime(T0 + 31 * MINUTE)
    renderWithDb(<AppointmentReminders />, db)
    const region = toastRegion()
    expect(await within(region).findByText('Appointment with Dr. Amara Okafor')).toBeTruthy()
    expect(within(region).getByText(`${formatDateTime(soon)} · Room 4`)).toBeTruthy()
    expect(within(region).queryByText('Appointment with Dr. Ben Ito')).toBeNull()
    expect(within(region).getAllByText('Appointment with Dr. Amara Okafor')).toHaveLength(1)
  })
})
