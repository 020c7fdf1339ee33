// The shop warns before ordering or subscribing to a supplement that interacts with what the
// person takes, with the same words as every other screen (the shared safety view).
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { createAssessment } from '../../db/records/assessments'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { ShopTab } from './shop-tab'
import type { ShopActions } from './use-shop-actions'
import { NO_FILTER } from './shop-filters'
import { ASSESSMENT_ANSWERS } from '../../testing/assessment-answers'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

async function open(setup: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  const reference = referenceFixture('feedfacefeedface')
  await seedReferenceSnapshot(db, reference)
  await setup(db)
  const actions: ShopActions = { pending: null, order: vi.fn(async () => {}), subscribe: vi.fn(async () => {}) } as unknown as ShopActions
  renderWithDb(
    <ShopTab
      reference={{ ...reference, professionStats: [] } as never}
      items={null}
      actions={actions}
      online
      filter={NO_FILTER}
      onFilterChange={() => {}}
      planIds={null}
      ratings={new Map()}
    />,
    db
  )
  return actions
}

const card = (name: string) => screen.getByRole('article', { name })

describe('Shop: interactions with what the person takes', () => {
  it('on Coumadin, Vitamin K carries the warning and Subscribe asks first; Cancel subscribes to nothing', async () => {
    const actions = await open((db) => createRecord(db, 'prescription', { medicationName: 'Coumadin 5 mg' }))
    const vitaminK = await waitFor(() => {
      const article = card('Vitamin K')
      expect(within(article).getByText('Interacts with what you take')).toBeTruthy()
      return article
    })
    expect(within(vitaminK).getByText(/^Warfarin \+ Vitamin K: you take Coumadin 5 mg\. Avoid: serious interaction\./)).toBeTruthy()
    expect(within(vitaminK).getByText('Major')).toBeTruthy()
    // Vitamin D3 meets nothing the person takes: no warning, no question.
    expect(within(card('Vitamin D3')).queryByText('Interacts with what you take')).toBeNull()

    fireEvent.click(within(vitaminK).getByRole('button', { name: 'Subscribe & Save' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Subscribe to Vitamin K anyway?' })
    expect(within(dialog).getByText(/Avoid: serious interaction/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(actions.subscribe).not.toHaveBeenCalled()

    fireEvent.click(within(vitaminK).getByRole('button', { name: 'Order Now' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Order Vitamin K anyway?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Order anyway' }))
    await waitFor(() => expect(actions.order).toHaveBeenCalledWith(1))
  })

  it('counts the medicines typed in the assessment, and orders without asking when nothing interacts', async () => {
    const actions = await open((db) => createAssessment(db, { ...ASSESSMENT_ANSWERS, currentMedications: 'warfarin 5mg daily' }, null))
    await waitFor(() => expect(within(card('Omega-3 Fish Oil')).getByText('Interacts with what you take')).toBeTruthy())
    fireEvent.click(within(card('Vitamin D3')).getByRole('button', { name: 'Order Now' }))
    expect(actions.order).toHaveBeenCalledWith(4)
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('says plainly what it could not check', async () => {
    await open((db) => createAssessment(db, { ...ASSESSMENT_ANSWERS, currentMedications: 'coumadn' }, null))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not check “coumadn”. Did you mean coumadin (Warfarin)?')
  })
})
