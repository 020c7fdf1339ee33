import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { addToStack } from '../../db/records/stack'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot, seedServerRecords } from '../../testing/seed'
import DrugInteractionsPage from './drug-interactions-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

async function open(setup?: (db: UserDatabase) => Promise<unknown>, snapshot = referenceFixture('abcdefabcdefabcd')) {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, snapshot)
  await setup?.(db)
  renderWithDb(<DrugInteractionsPage />, db)
  await screen.findByRole('search', { name: 'Check interactions' })
  return db
}

const medicationField = () => screen.getByLabelText('Medication name')
const supplementField = () => screen.getByLabelText('Supplement name')
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } })
const resultTitles = () =>
  within(screen.getByRole('region', { name: /interactions? found|Browse all/ }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)

describe('Drug Interaction Checker', () => {
  it('says the table is being downloaded until the snapshot arrives', async () => {
    db = renderWithDb(<DrugInteractionsPage />).db
    expect(await screen.findByText(/being downloaded for offline use/)).toBeTruthy()
    expect(screen.queryByRole('search')).toBeNull()
  })

  it('says so when the database has no interactions', async () => {
    await open(undefined, referenceFixture('abcdefabcdef0000', { interactions: false }))
    expect(screen.getByRole('heading', { name: 'No Interactions Available' })).toBeTruthy()
  })

  it('without a search lists the whole table, major first, with the legend and the disclaimer', async () => {
    await open()
    expect(screen.getByRole('heading', { name: 'Browse all 6 known drug-supplement interactions' })).toBeTruthy()
    expect(resultTitles()).toEqual([
      'Anticoagulants + Ginkgo Biloba',
      'SSRIs + 5-HTP',
      "SSRIs + St. John's Wort",
      'Warfarin + Vitamin K',
      'Anticoagulants + Omega-3 Fish Oil',
      'Levothyroxine + Magnesium Glycinate',
    ])
    expect(screen.getByText('Avoid combination - significant risk')).toBeTruthy()
    expect(screen.getByText('Use with caution - monitor closely')).toBeTruthy()
    expect(screen.getByText('Generally safe - minimal risk')).toBeTruthy()
    expect(screen.getByRole('note', { name: 'Medical disclaimer' })).toBeTruthy()
  })

  it('Enter in a field checks; a brand name match says how it matched', async () => {
    await open()
    type(medicationField(), 'Coumadin')
    type(supplementField(), 'k2')
    fireEvent.keyDown(supplementField(), { key: 'Enter' })

    expect(screen.getByRole('heading', { name: '1 interaction found for Coumadin + k2' })).toBeTruthy()
    const card = screen.getByRole('article', { name: 'Warfarin + Vitamin K' })
    expect(within(card).getByText('Matched via coumadin → Warfarin; k2 → Vitamin K')).toBeTruthy()
    expect(within(card).getByText('Major')).toBeTruthy()
    expect(within(card).getByText(/Talk to your prescriber/)).toBeTruthy()
    expect(within(card).getByText('Established')).toBeTruthy()
    expect(
      within(card)
        .getByRole('link', { name: /Warfarin and Vitamin K/ })
        .getAttribute('target')
    ).toBe('_blank')
  })

  it('a blank search does nothing, and Reset empties both fields and shows everything again', async () => {
    await open()
    type(medicationField(), '   ')
    fireEvent.click(screen.getByRole('button', { name: 'Check Interactions' }))
    expect(screen.getByRole('heading', { name: /^Browse all 6/ })).toBeTruthy()

    type(medicationField(), 'zoloft')
    fireEvent.click(screen.getByRole('button', { name: 'Check Interactions' }))
    expect(resultTitles()).toEqual(['SSRIs + 5-HTP', "SSRIs + St. John's Wort"])

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect((medicationField() as HTMLInputElement).value).toBe('')
    expect((supplementField() as HTMLInputElement).value).toBe('')
    expect(screen.getByRole('heading', { name: /^Browse all 6/ })).toBeTruthy()
  })

  it('says when nothing is known and advises asking a healthcare provider', async () => {
    await open()
    type(medicationField(), 'Levothyroxine')
    type(supplementField(), 'Vitamin K')
    fireEvent.keyDown(medicationField(), { key: 'Enter' })
    expect(screen.getByRole('heading', { name: 'No Known Interactions Found' })).toBeTruthy()
    expect(screen.getByText(/consult your healthcare provider/)).toBeTruthy()
  })

  it('suggests names while typing; arrows and Enter take one, which becomes a chip saying what it is', async () => {
    await open()
    fireEvent.focus(medicationField())
    type(medicationField(), 'cou')
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual(['coumadinWarfarin, anticoagulant'])
    fireEvent.keyDown(medicationField(), { key: 'ArrowDown' })
    expect(medicationField().getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    fireEvent.keyDown(medicationField(), { key: 'Enter' })

    const chips = screen.getByRole('list', { name: 'Medications to check' })
    expect(within(chips).getByText('coumadin → warfarin, anticoagulant')).toBeTruthy()
    expect(screen.getByRole('heading', { name: /^3 interactions found for coumadin$/ })).toBeTruthy()
  })

  it('a typo is "could not check", never "No Known Interactions Found"; the suggestion checks again', async () => {
    await open()
    type(supplementField(), 'fish oil')
    type(medicationField(), 'coumadn')
    fireEvent.keyDown(medicationField(), { key: 'Enter' })

    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'We could not check “coumadn”' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'No Known Interactions Found' })).toBeNull()
    // The chip says so too, with the same suggestion.
    const chips = screen.getByRole('list', { name: 'Medications to check' })
    expect(within(chips).getByText(/Not recognised: “coumadn”/)).toBeTruthy()

    fireEvent.click(within(alert).getByRole('button', { name: 'coumadin (Warfarin)' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(resultTitles()).toEqual(['Anticoagulants + Omega-3 Fish Oil'])
    expect(within(screen.getByRole('list', { name: 'Medications to check' })).getByText('coumadin → warfarin, anticoagulant')).toBeTruthy()
  })

  it('reads doses and several names, and still lists what it found beside what it could not check', async () => {
    await open()
    type(medicationField(), 'Coumadin 5 mg each evening, zzyzx tablets')
    fireEvent.click(screen.getByRole('button', { name: 'Check Interactions' }))
    expect(within(screen.getByRole('alert')).getByRole('heading', { name: 'We could not check “zzyzx”' })).toBeTruthy()
    expect(resultTitles()).toEqual(['Anticoagulants + Ginkgo Biloba', 'Warfarin + Vitamin K', 'Anticoagulants + Omega-3 Fish Oil'])
  })

  it('My interactions invites adding prescriptions when there are none', async () => {
    await open()
    const panel = screen.getByRole('region', { name: 'My interactions' })
    expect((await within(panel).findByRole('link', { name: 'Add prescriptions' })).getAttribute('href')).toBe('/healthcare')
  })

  it('My interactions checks prescriptions against the supplements journaled in the last 30 days', async () => {
    const old = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString()
    await open(async (db) => {
      await createRecord(db, 'prescription', { medicationName: 'Warfarin' })
      await createRecord(db, 'journalEntry', {
        mood: 'good',
        energy: 'high',
        sleep: 'good',
        stress: 'low',
        supplementsTaken: ['Omega-3 Fish Oil', 'Vitamin D3'],
      })
      // Ginkgo was taken 40 days ago: no longer a current supplement.
      await seedServerRecords(db, 'journalEntry', [
        {
          id: '01890000-0000-7000-8000-0000000000aa',
          date: old,
          mood: 'fair',
          energy: 'low',
          sleep: 'poor',
          stress: 'high',
          notes: null,
          supplementsTaken: ['Ginkgo Biloba'],
          conflictOf: null,
        },
      ])
    })
    const panel = screen.getByRole('region', { name: 'My interactions' })
    expect(await within(panel).findByText('1 known interaction among your 1 prescription and 2 supplements.')).toBeTruthy()
    const card = within(panel).getByRole('article', { name: 'Anticoagulants + Omega-3 Fish Oil' })
    expect(within(card).getByText('Your Warfarin + Omega-3 Fish Oil')).toBeTruthy()
    expect(within(card).getByText('Moderate')).toBeTruthy()
    expect(within(panel).queryByText(/Ginkgo/)).toBeNull()
  })

  it('My interactions also checks the supplements in the stack, each once even when the journal uses another name', async () => {
    await open(async (db) => {
      await createRecord(db, 'prescription', { medicationName: 'Warfarin 5 mg' })
      // Vitamin K and Omega-3 Fish Oil are in the stack; the journal says 'fish oil' and adds Ginkgo.
      await addToStack(
        db,
        [1, 2].map((supplementId) => ({ supplementId, source: 'manual' as const }))
      )
      await createRecord(db, 'journalEntry', {
        mood: 'good',
        energy: 'high',
        sleep: 'good',
        stress: 'low',
        supplementsTaken: ['fish oil', 'Ginkgo Biloba'],
      })
    })
    const panel = screen.getByRole('region', { name: 'My interactions' })
    expect(await within(panel).findByText('3 known interactions among your 1 prescription and 3 supplements.')).toBeTruthy()
    expect(
      within(panel).getByText(/those in your stack, those in your assessment and those in your journal from the last 30 days/)
    ).toBeTruthy()
    expect(within(panel).getByText(/Supplements: .*/).textContent).not.toMatch(/fish oil/)
    expect(
      within(within(panel).getByRole('article', { name: 'Warfarin + Vitamin K' })).getByText('Your Warfarin 5 mg + Vitamin K')
    ).toBeTruthy()
    expect(
      within(within(panel).getByRole('article', { name: 'Anticoagulants + Omega-3 Fish Oil' })).getByText(
        'Your Warfarin 5 mg + Omega-3 Fish Oil'
      )
    ).toBeTruthy()
    expect(within(panel).getByRole('article', { name: 'Anticoagulants + Ginkgo Biloba' })).toBeTruthy()
  })

  it('My interactions says none were found among N prescriptions and M supplements', async () => {
    await open(async (db) => {
      await createRecord(db, 'prescription', { medicationName: 'Levothyroxine' })
      await createRecord(db, 'prescription', { medicationName: 'Sertraline' })
      await createRecord(db, 'journalEntry', {
        mood: 'good',
        energy: 'high',
        sleep: 'good',
        stress: 'low',
        supplementsTaken: ['Vitamin D3'],
      })
    })
    const panel = screen.getByRole('region', { name: 'My interactions' })
    await waitFor(() =>
      expect(within(panel).getByText('No known interactions were found among your 2 prescriptions and 1 supplement.')).toBeTruthy()
    )
  })
})
