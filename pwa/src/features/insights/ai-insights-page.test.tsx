import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aiInsightId, type AiInsight } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { listRecords } from '../../db/hooks'
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
    // Marking waits for the computed insights to be stored first: allow for a slow, busy machine.
    expect(await within(toastRegion()).findByText('Insight marked as read', {}, { timeout: 5000 })).toBeTruthy()
    expect(await within(all).findByText('Read', {}, { timeout: 5000 })).toBeTruthy()

    // Stored as a record for sync to take to the API, with the id its subject fixes, and read.
    const stored = await listRecords<AiInsight>(db!, 'aiInsight')
    const found = stored.find((record) => record.title === title)!
    expect(found).toMatchObject({ id: aiInsightId(db!.userId, found.key), isRead: true, pending: true })
    const outbox = (await db!.outbox.toArray()).filter((entry) => entry.entity === 'aiInsight' && entry.entityId === found.id)
    expect(outbox.map((entry) => [entry.op, entry.patch?.isRead])).toEqual([
      ['create', false],
      ['patch', true],
    ])
  })

  it('an insight stored earlier that the entries no longer support is deleted; read state from another device shows', async () => {
    const stale = {
      key: 'trend:stress',
      type: 'trend',
      title: 'Stress is lower',
      insight: 'Old.',
      confidence: 90,
      actionRequired: false,
      isRead: false,
    }
    await open(async (db) => {
      await createRecord(db, 'aiInsight', stale, aiInsightId(db.userId, stale.key))
    })
    expect(await screen.findByRole('heading', { name: 'No insights yet' })).toBeTruthy()
    await vi.waitFor(async () => expect(await listRecords(db!, 'aiInsight')).toEqual([]))
    expect((await db!.outbox.toArray()).map((entry) => entry.op)).toEqual(['create', 'delete'])
  })
})
