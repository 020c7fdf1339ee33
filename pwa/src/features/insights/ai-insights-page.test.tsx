import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { markDose } from '../../db/records/doses'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { seedReferenceSnapshot } from '../../testing/seed'
import { dashboardSnapshot, on, writtenAt } from '../../testing/dashboard-fixture'
import { localDay } from '../../lib/dates'
import AiInsightsPage from './ai-insights-page'

let db: UserDatabase | undefined
const NOW = on(10, 21)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.useRealTimers()
})

const snapshot = dashboardSnapshot()
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })

async function open(setup?: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, snapshot)
  await setup?.(db)
  renderWithDb(<AiInsightsPage />, db)
  expect(screen.getByRole('heading', { level: 1, name: 'AI Insights' })).toBeTruthy()
}

describe('AI Insights', () => {
  it('with too few entries: no insights, and what is missing', async () => {
    await open()
    expect(await screen.findByRole('heading', { name: 'No insights yet' })).toBeTruthy()
    expect(screen.getByText(/^Not enough data yet/)).toBeTruthy()
    expect(screen.getByText(/not medical advice/)).toBeTruthy()
  })

  it('finds better sleep on the days a supplement was taken, and marks it read', async () => {
    const name = snapshot.supplements.find((s) => s.id === 1)!.name
    await open(async (db) => {
      // 30 evenings: the supplement taken every other day, and those nights slept excellently.
      for (let i = 0; i < 30; i++) {
        const evening = new Date(NOW.getTime() - i * 86_400_000)
        const withIt = i % 2 === 0
        await writtenAt(evening, () =>
          createRecord(db, 'journalEntry', { mood: 'good', energy: 'medium', sleep: withIt ? 'excellent' : 'poor', stress: 'moderate' })
        )
        if (withIt) await markDose(db, { supplementId: 1, date: localDay(evening), time: '08:00' }, 'taken')
      }
    })
    const all = await screen.findByRole('region', { name: 'All Insights' })
    const title = `Sleep is better on days with ${name}`
    expect(within(all).getByRole('heading', { name: title })).toBeTruthy()
    expect(within(all).getAllByText(/\d+% confidence/).length).toBeGreaterThan(0)
    fireEvent.click(within(all).getByRole('button', { name: `Mark as read: ${title}` }))
    expect(await within(toastRegion()).findByText('Insight marked as read')).toBeTruthy()
    expect(await within(all).findByText('Read')).toBeTruthy()
  })
})
