import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReferenceSnapshot } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { SupplementDetailPage } from './supplement-detail-page'
import { ASSESSMENT_ANSWERS } from '../../testing/assessment-answers'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

const NIH_D = {
  title: 'Vitamin D — Fact Sheet for Health Professionals',
  publisher: 'NIH Office of Dietary Supplements',
  url: 'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
}

/** The shared fixture with full knowledge-base entries for Vitamin D3, Vitamin K and St. John's Wort. */
function snapshot(): ReferenceSnapshot {
  const base = referenceFixture('5e1ec7ed5e1ec7ed')
  const supplements = base.supplements.map((s) => {
    if (s.name === 'Vitamin D3') {
      return {
        ...s,
        category: 'Vitamins',
        description: 'Vitamin D3 helps the body absorb calcium and keeps bones, muscles and immune function working normally.',
        price: 1299,
        dosage: '1,000–2,000 IU (25–50 mcg) daily',
        timing: 'With breakfast or lunch (a meal with some fat)',
        benefits: ['Maintains bone health with adequate calcium', 'Corrects low vitamin D levels'],
        research: 'Supplementing vitamin D reliably raises blood 25(OH)D and corrects deficiency, which protects bone.',
        evidence: [
          { benefit: 'Correcting vitamin D deficiency', grade: 'A' as const },
          { benefit: 'Fewer respiratory infections, mainly in people who are deficient', grade: 'C' as const },
        ],
        sources: [NIH_D],
        upperLimit: { amount: 4000, unit: 'IU', nutrient: 'vitamin-d', note: 'Adults 19+ (NIH ODS UL = 100 mcg).' },
        contraindications: ['High blood calcium (hypercalcemia) or hyperparathyroidism'],
        interactions: ['Orlistat', 'Thiazide diuretics'],
      }
    }
    if (s.name === 'Vitamin K') return { ...s, category: 'Vitamins', dosage: '90–120 mcg daily', interactions: ['Warfarin', 'Orlistat'] }
    if (s.name === "St. John's Wort")
      return { ...s, dosage: 'Not recommended by Dosewise', timing: 'Not recommended by Dosewise', recommendable: false }
    return s
  })
  const orlistat = (id: number, supplementName: string) => ({
    id,
    medicationName: 'Orlistat',
    supplementName,
    interactionType: 'moderate' as const,
    description: 'Orlistat blocks fat absorption and with it the absorption of fat-soluble vitamins.',
    recommendation: 'Take the vitamin at bedtime, at least 2 hours before or after orlistat.',
    evidence: 'established' as const,
    sources: [NIH_D],
  })
  return {
    ...base,
    supplements,
    medications: [...base.medications, { id: 5, name: 'Orlistat', aliases: ['xenical', 'alli'], classes: [], timing: null }],
    interactions: [...base.interactions, orlistat(7, 'Vitamin D3'), orlistat(8, 'Vitamin K')],
  }
}

async function open(id: string | undefined, setup?: (db: UserDatabase) => Promise<unknown>, data: ReferenceSnapshot | null = snapshot()) {
  db = newUserDatabase()
  if (data) await seedReferenceSnapshot(db, data)
  await setup?.(db)
  renderWithDb(
    <SupplementDetailPage
      id={id}
      reviews={({ supplementId, supplementName }) => (
        <p>
          Reviews of {supplementName} (#{supplementId})
        </p>
      )}
    />,
    db
  )
  return db
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })
const section = (name: string) => screen.getByRole('region', { name })
const cardTitles = () =>
  within(section('Drug interactions'))
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading', { level: 3 }).textContent)
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const trackButton = () => screen.findByRole('button', { name: 'Track This Supplement' })
/** Enabled once the stack and the person's medications have been read. */
const readyTrackButton = async () => {
  const button = await trackButton()
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  return button
}

describe('Supplement detail', () => {
  it('shows every field of the spec, the evidence grades, the sources and the upper limit', async () => {
    await open('4')
    expect(await heading('Vitamin D3')).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('Vitamins')).toBeTruthy()
    expect(screen.getByText(/helps the body absorb calcium/)).toBeTruthy()
    expect(screen.getByText('$12.99/month')).toBeTruthy()

    const howTo = section('How to take it')
    expect(within(howTo).getByText('1,000–2,000 IU (25–50 mcg) daily')).toBeTruthy()
    expect(within(howTo).getByText('Best time')).toBeTruthy()
    expect(within(howTo).getByText('With breakfast or lunch (a meal with some fat)')).toBeTruthy()
    expect(within(howTo).getByText('4,000 IU a day')).toBeTruthy()
    expect(within(howTo).getByText('Adults 19+ (NIH ODS UL = 100 mcg).')).toBeTruthy()

    expect(
      within(section('Key benefits'))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['Maintains bone health with adequate calcium', 'Corrects low vitamin D levels'])
    expect(within(section('Research')).getByText(/reliably raises blood 25\(OH\)D/)).toBeTruthy()

    const evidence = section('Strength of evidence')
    expect(within(evidence).getByText('Correcting vitamin D deficiency').closest('li')!.textContent).toContain('Grade A · Strong')
    expect(
      within(evidence)
        .getByText(/Fewer respiratory infections/)
        .closest('li')!.textContent
    ).toContain('Grade C · Limited')
    expect(within(evidence).getByText('consistent randomised trials or meta-analyses')).toBeTruthy()
    expect(within(evidence).getByText('traditional use or early research')).toBeTruthy()

    const interactions = section('Drug interactions')
    await waitFor(() => expect(cardTitles()).toEqual(['Orlistat + Vitamin D3']))
    expect(within(interactions).getByText('Moderate')).toBeTruthy()
    expect(within(interactions).getByText('Use with caution - monitor closely')).toBeTruthy()
    expect(within(interactions).getByText(/absorption of fat-soluble vitamins/)).toBeTruthy()
    expect(within(interactions).getByText(/at least 2 hours before or after orlistat/)).toBeTruthy()
    expect(within(interactions).queryByText(/Affects you/)).toBeNull()

    expect(within(section('Contraindications')).getByText('High blood calcium (hypercalcemia) or hyperparathyroidism')).toBeTruthy()
    expect(
      within(section('Potential interactions'))
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['Orlistat', 'Thiazide diuretics'])

    const source = within(section('Sources')).getByRole('link', { name: /Vitamin D — Fact Sheet for Health Professionals/ })
    expect(source.getAttribute('href')).toBe(NIH_D.url)
    expect(source.getAttribute('target')).toBe('_blank')
    expect(source.getAttribute('rel')).toBe('noopener noreferrer')

    expect(screen.getByRole('button', { name: 'See User Reviews' })).toBeTruthy()
    expect(await trackButton()).toBeTruthy()
    expect(screen.queryByRole('note', { name: 'Not recommended' })).toBeNull()
    expect(screen.getByRole('note', { name: 'Medical disclaimer' })).toBeTruthy()
  })

  it('shows the fixed safety rating of 4 out of 5 stars', async () => {
    await open('1')
    const stars = await screen.findByRole('img', { name: 'Safety rating 4 out of 5' })
    const fills = [...stars.querySelectorAll<HTMLElement>('span[style]')].map((span) => span.style.width)
    expect(fills).toEqual(['100%', '100%', '100%', '100%', '0%'])
  })

  it('links to the interaction checker and back to the dashboard', async () => {
    await open('1')
    await heading('Vitamin K')
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.getByRole('link', { name: /Drug Interaction Checker/ }).getAttribute('href')).toBe('/drug-interactions')
  })

  it.each([
    ['an unknown id', '999'],
    ['a word', 'abc'],
    ['a fraction', '1.5'],
    ['a negative number', '-1'],
    ['no id', undefined],
  ])('says Supplement Not Found for %s', async (_what, id) => {
    await open(id)
    expect(await heading('Supplement Not Found')).toBeTruthy()
    expect(screen.getByText("The supplement you're looking for doesn't exist.")).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.queryByRole('button', { name: 'Track This Supplement' })).toBeNull()
  })

  it('says the catalogue is being downloaded until the first snapshot arrives', async () => {
    await open('1', undefined, null)
    expect(await screen.findByRole('heading', { name: 'Getting the supplement catalogue ready' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Supplement Not Found' })).toBeNull()
  })

  it("marks and lists first the interactions with the person's own prescriptions", async () => {
    await open('1', (db) => createRecord(db, 'prescription', { medicationName: 'Warfarin 5 mg' }))
    await heading('Vitamin K')
    await waitFor(() => expect(within(section('Drug interactions')).getByText('Affects you: you take Warfarin 5 mg')).toBeTruthy())
    expect(cardTitles()).toEqual(['Warfarin + Vitamin K', 'Orlistat + Vitamin K'])
    const [mine, other] = within(section('Drug interactions')).getAllByRole('article')
    expect(within(mine!).getByText('Major')).toBeTruthy()
    expect(within(mine!).getByText('Avoid combination - significant risk')).toBeTruthy()
    expect(within(other!).queryByText(/Affects you/)).toBeNull()
    expect(
      within(section('Drug interactions')).getByText(
        '2 known interactions, 1 with something you take. Checked against your prescriptions and your latest assessment.'
      )
    ).toBeTruthy()
  })

  it('checks the medications typed in the latest assessment too, and puts them ahead of more serious rows', async () => {
    await open('1', (db) => createRecord(db, 'assessment', { ...ASSESSMENT_ANSWERS, currentMedications: 'Xenical 120 mg and sertraline' }))
    await heading('Vitamin K')
    await waitFor(() => expect(within(section('Drug interactions')).getByText('Affects you: you take Xenical')).toBeTruthy())
    expect(cardTitles()).toEqual(['Orlistat + Vitamin K', 'Warfarin + Vitamin K'])
  })

  it('Track adds it to the stack (offline, locally) and turns into Tracking with Stop tracking', async () => {
    const db = await open('4')
    fireEvent.click(await readyTrackButton())

    const stop = await screen.findByRole('button', { name: 'Stop tracking' })
    expect(screen.getByText('Tracking')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Track This Supplement' })).toBeNull()
    expect(within(toastRegion()).getByText('Supplement tracked')).toBeTruthy()
    expect(within(toastRegion()).getByText('Added to your supplements.')).toBeTruthy()
    const [item] = await db.tableFor('stackItem').toArray()
    expect(item!.data).toMatchObject({ supplementId: 4, active: true, source: 'manual', dosage: '1,000–2,000 IU (25–50 mcg) daily' })
    expect(await db.outbox.count()).toBe(1)

    fireEvent.click(stop)
    expect(await trackButton()).toBeTruthy()
    expect(screen.queryByText('Tracking')).toBeNull()
    expect(within(toastRegion()).getByText('Stopped tracking')).toBeTruthy()
    expect(within(toastRegion()).getByText('Removed from your supplements.')).toBeTruthy()
    expect((await db.tableFor('stackItem').toArray())[0]!.data).toMatchObject({ supplementId: 4, active: false })
  })

  it('names a major interaction with something the person takes and asks before tracking', async () => {
    const db = await open('1', (db) => createRecord(db, 'prescription', { medicationName: 'Warfarin' }))
    fireEvent.click(await readyTrackButton())

    let dialog = await screen.findByRole('alertdialog', { name: 'Track Vitamin K anyway?' })
    expect(within(dialog).getByText(/Warfarin \+ Vitamin K is a major interaction, and you take Warfarin\./)).toBeTruthy()
    expect(within(dialog).getByText(/Talk to your prescriber before combining Vitamin K with Warfarin\./)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await db.tableFor('stackItem').count()).toBe(0)

    fireEvent.click(await trackButton())
    dialog = await screen.findByRole('alertdialog', { name: 'Track Vitamin K anyway?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Track anyway' }))
    const stop = await screen.findByRole('button', { name: 'Stop tracking' })
    // The focus comes back to the button, not to the start of the page.
    await waitFor(() => expect(document.activeElement).toBe(stop))
    expect((await db.tableFor('stackItem').toArray())[0]!.data).toMatchObject({ supplementId: 1, active: true })
  })

  it('tracks without asking when the person takes nothing it interacts with badly', async () => {
    const db = await open('1', (db) => createRecord(db, 'prescription', { medicationName: 'Levothyroxine' }))
    fireEvent.click(await readyTrackButton())
    expect(await screen.findByRole('button', { name: 'Stop tracking' })).toBeTruthy()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(await db.tableFor('stackItem').count()).toBe(1)
  })

  it('says clearly when Dosewise does not recommend a supplement', async () => {
    const db = await open('3')
    await heading("St. John's Wort")
    expect(screen.getByRole('note', { name: 'Not recommended' }).textContent).toContain("Dosewise does not recommend St. John's Wort.")
    fireEvent.click(await readyTrackButton())
    await screen.findByRole('button', { name: 'Stop tracking' })
    // 'Not recommended by Dosewise' is not a dose.
    expect((await db.tableFor('stackItem').toArray())[0]!.data).toMatchObject({ supplementId: 3, dosage: null })
  })

  it('See User Reviews opens and closes the reviews panel for this supplement', async () => {
    await open('1')
    const button = await screen.findByRole('button', { name: 'See User Reviews' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText('Reviews of Vitamin K (#1)')).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByText('Reviews of Vitamin K (#1)')
    expect(document.getElementById(button.getAttribute('aria-controls')!)!.contains(panel)).toBe(true)
    expect(panel.closest('[hidden]')).toBeNull()

    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByText('Reviews of Vitamin K (#1)').closest('[hidden]')).not.toBeNull()
  })
})
