import 'fake-indexeddb/auto'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { createAssessment } from '../../db/records/assessments'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { MyInteractionsPanel } from './my-interactions-panel'
import { ASSESSMENT_ANSWERS } from '../../testing/assessment-answers'

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
  renderWithDb(<MyInteractionsPanel />, db)
  return screen.getByRole('region', { name: 'My interactions' })
}

describe('My interactions: the whole list, one view', () => {
  it('checks the supplements typed in the assessment against a prescription (Coumadin + fish oil)', async () => {
    const panel = await open(async (db) => {
      await createRecord(db, 'prescription', { medicationName: 'Coumadin 5 mg' })
      await createAssessment(db, { ...ASSESSMENT_ANSWERS, currentMedications: 'none', currentSupplements: 'fish oil 1000mg daily' }, null)
    })
    expect(await within(panel).findByText('1 known interaction among your 1 prescription and 1 supplement.')).toBeTruthy()
    expect(
      within(within(panel).getByRole('article', { name: 'Anticoagulants + Omega-3 Fish Oil' })).getByText(
        'Your Coumadin 5 mg + Omega-3 Fish Oil'
      )
    ).toBeTruthy()
  })

  it('checks medicines typed in the assessment with doses and instructions, without any prescription', async () => {
    const panel = await open(async (db) => {
      await createAssessment(
        db,
        { ...ASSESSMENT_ANSWERS, currentMedications: 'warfarin 5mg each evening', currentSupplements: 'Vitamin K2 100 mcg' },
        null
      )
    })
    expect(await within(panel).findByText('1 known interaction among your 1 medicine and 1 supplement.')).toBeTruthy()
    expect(within(panel).getByRole('article', { name: 'Warfarin + Vitamin K' })).toBeTruthy()
  })

  it('never says “no known interactions” about a list with a name it could not read', async () => {
    const panel = await open(async (db) => {
      await createAssessment(db, { ...ASSESSMENT_ANSWERS, currentMedications: 'coumadn', currentSupplements: 'fish oil' }, null)
    })
    const alert = await within(panel).findByRole('alert')
    expect(alert.textContent).toContain('We could not check “coumadn”. Did you mean coumadin (Warfarin)?')
    expect(within(panel).queryByText(/No known interactions were found/)).toBeNull()
  })
})
