import 'fake-indexeddb/auto'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { addToStack } from '../../db/records/stack'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { YourSafety } from './your-safety'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

async function open(setup: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, referenceFixture('abcdefabcdefabcd'))
  await setup(db)
  renderWithDb(<YourSafety />, db)
}

describe('Dashboard: Your safety', () => {
  it('counts the known interactions among everything the person takes, most serious first, in the shared words', async () => {
    await open(async (db) => {
      await createRecord(db, 'prescription', { medicationName: 'Jantoven 5mg' })
      await addToStack(
        db,
        [1, 2].map((supplementId) => ({ supplementId, source: 'manual' as const }))
      )
    })
    const section = await screen.findByRole('region', { name: 'Your safety' })
    expect(await within(section).findByText('2 known interactions among your 1 medicine and 2 supplements.')).toBeTruthy()
    const items = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(items[0]).toBe('MajorWarfarin + Vitamin K: Avoid: serious interaction')
    expect(within(section).getByRole('link', { name: 'Review my interactions' }).getAttribute('href')).toBe('/drug-interactions')
  })

  it('invites adding medicines when there are none', async () => {
    await open(async () => {})
    expect(await screen.findByText(/Add your prescriptions, or list your medicines in an assessment/)).toBeTruthy()
  })
})
