import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createAssessment } from '../../db/records/assessments'
import { computePlan } from '../../lib/plan-engine'
import { cleanupDb, newUserDatabase } from '../../testing/render-with-db'
import { seedReferenceSnapshot, seedServerRecords } from '../../testing/seed'
import { ANSWERS, planSnapshot } from '../../testing/plan-fixture'
import { renderAt } from './render-at'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

const OLDER_ID = '01890a5d-ac96-774b-bcce-b302099a8057'

/** An older assessment the server already has (no plan yet) and a newer one made on this device. */
async function twoAssessments() {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, planSnapshot())
  const older = {
    ...ANSWERS,
    jobCategory: 'healthcare',
    workHours: 'night',
    healthGoals: ['immune'],
    createdAt: '2026-01-05T10:00:00.000Z',
    plan: null,
  }
  await seedServerRecords(db, 'assessment', [{ id: OLDER_ID, ...older }])
  const newer = await createAssessment(db, ANSWERS, await computePlan(db, ANSWERS))
  return { db, newer }
}

const address = () => screen.getByRole('status', { name: 'Current address' }).textContent

describe('Your Assessments', () => {
  it('invites a first assessment when there is none', async () => {
    db = newUserDatabase()
    renderAt('/recommendations', db)
    expect(screen.getByRole('heading', { level: 1, name: 'Your Assessments' })).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No assessments yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Take the Assessment' }).getAttribute('href')).toBe('/assessment')
  })

  it('lists the assessments newest first, with their answers, recommendations and a link to each', async () => {
    const { db, newer } = await twoAssessments()
    renderAt('/recommendations', db)
    const cards = within(await screen.findByRole('list', { name: 'Assessments' })).getAllByRole('article')
    expect(cards).toHaveLength(2)
    const [first, second] = cards as [HTMLElement, HTMLElement]

    expect(within(first).getByText('Office Workers')).toBeTruthy()
    expect(within(first).getByText('Day shift')).toBeTruthy()
    expect(within(first).getByText('More energy, Better sleep, Stress management')).toBeTruthy()
    expect(await within(first).findByText('5 recommendations')).toBeTruthy()
    const top = within(first).getByRole('list', { name: 'Top recommendations' })
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['Magnesium GlycinateHIGH PRIORITY', 'Vitamin B12MEDIUM PRIORITY', 'Omega-3 Fish OilMEDIUM PRIORITY'])
    expect(within(first).getByText('Waiting to sync')).toBeTruthy()
    expect(
      within(first)
        .getByRole('link', { name: /^View Recommendations from / })
        .getAttribute('href')
    ).toBe(`/recommendations/${newer}`)

    expect(within(second).getByText('Healthcare Professionals')).toBeTruthy()
    expect(within(second).getByText('Night shift')).toBeTruthy()
    expect(within(second).getByText('Immune support')).toBeTruthy()
    expect(await within(second).findByText('Recommendations not ready yet.')).toBeTruthy()
    expect(within(second).queryByText('Waiting to sync')).toBeNull()
    expect(
      within(second)
        .getByRole('link', { name: /^View Recommendations from / })
        .getAttribute('href')
    ).toBe(`/recommendations/${OLDER_ID}`)
  })

  it('opens the recommendations of the chosen assessment', async () => {
    const { db, newer } = await twoAssessments()
    renderAt('/recommendations', db)
    const [first] = within(await screen.findByRole('list', { name: 'Assessments' })).getAllByRole('article')
    fireEvent.click(within(first!).getByRole('link', { name: /^View Recommendations/ }))
    await waitFor(() => expect(address()).toBe(`/recommendations/${newer}`))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Personalized Recommendations' })).toBeTruthy()
    expect(await screen.findByRole('article', { name: 'Magnesium Glycinate' })).toBeTruthy()
  })
})
