import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { reminderSettingsId, type Plan } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { createAssessment } from '../../db/records/assessments'
import { readAssessmentWithPlan } from '../../db/hooks'
import { computePlan } from '../../lib/plan-engine'
import { preparedSupplements } from '../../lib/prepared-reference'
import { handOverSavedPlan } from '../../lib/saved-plan-handover'
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

/** A database with the catalogue and one assessment whose plan this device worked out. */
async function withDevicePlan() {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, planSnapshot())
  const planned = await computePlan(db, ANSWERS)
  const id = await createAssessment(db, ANSWERS, planned)
  return { db, id, plan: planned!.plan, referenceVersion: planned!.referenceVersion }
}

/** An assessment as the server sent it: its plan inside, nothing pending. */
async function withServerPlan(plan: Plan) {
  db = newUserDatabase()
  await seedReferenceSnapshot(db, planSnapshot())
  const id = '01890a5d-ac96-774b-bcce-b302099a8057'
  await seedServerRecords(db, 'assessment', [{ id, ...ANSWERS, createdAt: '2026-03-01T09:00:00.000Z', plan }])
  return { db, id }
}

const list = () => screen.findByRole('list', { name: 'Your Supplements' })
const card = (name: string) => screen.getByRole('article', { name })
const sidebar = () => screen.getByRole('complementary', { name: 'Plan summary' })
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const address = () => screen.getByRole('status', { name: 'Current address' }).textContent

describe('Your Personalized Recommendations', () => {
  it('shows a skeleton while loading, then the plan sorted high → medium → low with its badges', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    expect(screen.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' })).toBeTruthy()
    expect(screen.getByText('Loading your recommendations...').closest('[aria-busy="true"]')).toBeTruthy()

    const items = within(await list()).getAllByRole('article')
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Magnesium Glycinate',
      'Vitamin B12',
      'Omega-3 Fish Oil',
      '5-HTP',
      'L-Theanine',
    ])
    expect(items.map((item) => within(item).getByText(/PRIORITY$/).textContent)).toEqual([
      'HIGH PRIORITY',
      'MEDIUM PRIORITY',
      'MEDIUM PRIORITY',
      'LOW PRIORITY',
      'LOW PRIORITY',
    ])
    expect(screen.queryByText('Loading your recommendations...')).toBeNull()
  })

  it("just after the wizard's submit, the plan is there in the first frame, and what is stored takes over when read", async () => {
    const { db, id, plan, referenceVersion } = await withDevicePlan()
    const saved = (await readAssessmentWithPlan(db, id))!
    const benefits = new Map(preparedSupplements(referenceVersion)!.map((s) => [s.id, s.benefits]))
    // What the wizard hands over (ADR 0051); here one item fewer than stored, to tell them apart.
    handOverSavedPlan({ result: { ...saved, plan: { ...plan, items: plan.items.slice(1) } }, benefits })
    renderAt(`/recommendations/${id}`, db)

    // No skeleton first: the list is drawn by the very first render.
    expect(screen.queryByText('Loading your recommendations...')).toBeNull()
    const first = within(screen.getByRole('list', { name: 'Your Supplements' })).getAllByRole('article')
    expect(first.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      plan.items.slice(1).map((item) => item.name)
    )
    // Then the stored plan, once read, is what shows.
    await waitFor(() => expect(card('Magnesium Glycinate')).toBeTruthy())
    expect(within(card('Magnesium Glycinate')).getByRole('list', { name: 'Benefits of Magnesium Glycinate' })).toBeTruthy()
  })

  it('each item links to its supplement and shows dosage, reasoning, best time and the first 2 benefits', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    const magnesium = card('Magnesium Glycinate')
    expect(within(magnesium).getByRole('link', { name: 'Magnesium Glycinate' }).getAttribute('href')).toBe('/supplements/5')
    expect(within(magnesium).getByText('200-400 mg')).toBeTruthy()
    expect(within(magnesium).getByText(/^You eat a vegan diet, want better sleep and help with stress/)).toBeTruthy()
    expect(within(magnesium).getByText('Best time')).toBeTruthy()
    expect(within(magnesium).getByText('Before bed (about 22:30)')).toBeTruthy()
    expect(within(magnesium).getByText('Evening, with or without food')).toBeTruthy()
    const benefits = within(magnesium).getByRole('list', { name: 'Benefits of Magnesium Glycinate' })
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['Better sleep quality', 'Muscle relaxation'])
    expect(within(magnesium).queryByText('Calmer mood')).toBeNull()
    expect(within(card('Vitamin B12')).getByRole('link', { name: 'Vitamin B12' }).getAttribute('href')).toBe('/supplements/8')
  })

  it("shows an item's interaction warnings on the item, as a caution", async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    const caution = within(card('Omega-3 Fish Oil')).getByRole('note', { name: 'Cautions for Omega-3 Fish Oil' })
    expect(caution.textContent).toMatch(/^Use with caution: it has a moderate interaction with “Warfarin”/)
    expect(within(card('Vitamin B12')).queryByRole('note')).toBeNull()
  })

  it('the sidebar counts the plan, totals the monthly cost in whole dollars, names the budget and shows the safety notice', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    const aside = sidebar()
    const figure = (label: string) => within(aside).getByText(label).nextElementSibling?.textContent
    expect(figure('Total recommendations')).toBe('5')
    expect(figure('High priority')).toBe('1')
    expect(figure('Medium priority')).toBe('2')
    // 18.49 + 9.49 + 15.49 + 24.49 + 12.49 = 80.45: the sum is rounded, not each price ($78).
    expect(within(aside).getByText('$80')).toBeTruthy()
    const perSupplement = within(aside).getByRole('list', { name: 'Cost per supplement' })
    expect(
      within(perSupplement)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    ).toEqual(['Magnesium Glycinate$18', 'Vitamin B12$9', 'Omega-3 Fish Oil$15', '5-HTP$24', 'L-Theanine$12'])
    expect(within(aside).getByText('Your budget: $50-$100')).toBeTruthy()
    expect(within(aside).getByRole('note', { name: 'Medical disclaimer' }).textContent).toMatch(
      /not a substitute for professional medical advice/
    )
  })

  it('shows the daily timetable: each moment, its time and what to take, plan, current and medicine told apart', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    // The sections below the list follow it a moment later (ADR 0046).
    expect(await screen.findByText('Times assume you wake at about 07:00; move them with your day, keeping the gaps.')).toBeTruthy()
    const moments = within(screen.getByRole('list', { name: 'Daily timetable' }))
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('time'))
    expect(moments.map((m) => [m.querySelector('time')!.textContent, within(m).getByRole('heading', { level: 3 }).textContent])).toEqual([
      ['07:00', 'On waking, before breakfast'],
      ['07:30', 'With breakfast'],
      ['12:00', 'With lunch'],
      ['22:30', 'Before bed'],
    ])
    expect(moments[0]!.textContent).toContain('LevothyroxineMedication')
    expect(moments[0]!.textContent).toContain('On an empty stomach, 30-60 minutes before breakfast.')
    expect(moments[1]!.textContent).toContain('Vitamin B12Recommended')
    expect(moments[1]!.textContent).toContain('Vitamin D3Already taking')
    expect(moments[3]!.textContent).toContain('Magnesium GlycinateRecommended')
  })

  it('lists the safety checks by severity, what was left out, what was ruled out and what is covered, with reasons', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    const checks = within(await screen.findByRole('region', { name: 'Safety Checks' })).getAllByRole('listitem')
    expect(checks.map((c) => c.querySelector('p')!.textContent)).toEqual([
      expect.stringMatching(/^You already take Ginkgo Biloba, which has a major interaction with “Warfarin”/),
      'We could not recognise the supplement “Moonbeam extract”, so it was not counted towards upper limits or interactions.',
    ])
    expect(within(checks[0]!).getByText('Major')).toBeTruthy()
    expect(within(checks[1]!).getByText('Caution')).toBeTruthy()

    const leftOut = screen.getByRole('region', { name: 'Left Out of Your Plan' })
    expect(within(leftOut).getByRole('link', { name: 'CoQ10' }).getAttribute('href')).toBe('/supplements/10')
    expect(within(leftOut).getByText(/^Left out to stay within your budget of \$100 a month/)).toBeTruthy()
    const ruledOut = screen.getByRole('region', { name: 'Ruled Out for Your Safety' })
    expect(within(ruledOut).getByRole('link', { name: 'Vitamin K' })).toBeTruthy()
    expect(within(ruledOut).getByText(/^Never recommended to you: Vitamin K has a major interaction with “Warfarin”/)).toBeTruthy()
    const covered = screen.getByRole('region', { name: 'Already Covered' })
    expect(
      within(covered)
        .getAllByRole('link')
        .map((a) => a.textContent)
    ).toEqual(['Vitamin D3', 'Ginkgo Biloba'])
  })

  it('says a plan was worked out on this device until the server has sent its own', async () => {
    const device = await withDevicePlan()
    renderAt(`/recommendations/${device.id}`, device.db)
    await list()
    expect(screen.getByText('Calculated on this device — your account will confirm it when it syncs.')).toBeTruthy()
    cleanup()
    await cleanupDb(db)

    const server = await withServerPlan(device.plan)
    renderAt(`/recommendations/${server.id}`, server.db)
    await list()
    expect(screen.queryByText(/Calculated on this device/)).toBeNull()
  })

  it('shows the empty state for an assessment that is not on this device, with a way to take one', async () => {
    db = newUserDatabase()
    renderAt('/recommendations/01890a5d-ac96-774b-bcce-b302099a8057', db)
    expect(await screen.findByRole('heading', { name: 'No Recommendations Found' })).toBeTruthy()
    expect(screen.getByText('Unable to find recommendations for this assessment.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Take the Assessment' }).getAttribute('href')).toBe('/assessment')
    expect(screen.queryByRole('button', { name: 'Save Recommendations' })).toBeNull()
  })

  it('shows the empty state for a plan with no items, and still says what was ruled out', async () => {
    const device = await withDevicePlan()
    cleanup()
    await cleanupDb(db)
    const { db: serverDb, id } = await withServerPlan({ ...device.plan, items: [], timetable: [], leftOut: [], monthlyCostCents: 0 })
    renderAt(`/recommendations/${id}`, serverDb)
    expect(await screen.findByRole('heading', { name: 'No Recommendations Found' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Ruled Out for Your Safety' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save Recommendations' })).toBeNull()
  })

  it('says the recommendations wait for the supplement catalogue when there is no plan and no catalogue', async () => {
    db = newUserDatabase()
    const id = await createAssessment(db, ANSWERS, null)
    renderAt(`/recommendations/${id}`, db)
    expect(
      await screen.findByRole('heading', {
        name: 'Your recommendations will be ready once Dosewise has downloaded its supplement catalogue',
      })
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'No Recommendations Found' })).toBeNull()
  })
})

describe('the footer buttons', () => {
  it('Save Recommendations makes the plan the current stack, with each dose and time', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    expect(screen.queryByText('Saved as your stack')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save Recommendations' }))

    expect(await within(toastRegion()).findByText('Recommendations saved')).toBeTruthy()
    expect(within(toastRegion()).getByText('These supplements are now your current stack.')).toBeTruthy()
    expect(await screen.findByText('Saved as your stack')).toBeTruthy()
    const stack = (await db.tableFor('stackItem').toArray()).map((row) => row.data)
    expect(
      stack.map(({ supplementId, dosage, time, active, source, assessmentId }) => ({
        supplementId,
        dosage,
        time,
        active,
        source,
        assessmentId,
      }))
    ).toEqual(
      expect.arrayContaining([
        { supplementId: 5, dosage: '200-400 mg', time: '22:30', active: true, source: 'plan', assessmentId: id },
        { supplementId: 8, dosage: '250 mcg', time: '07:30', active: true, source: 'plan', assessmentId: id },
        { supplementId: 2, dosage: '1 capsule', time: '07:30', active: true, source: 'plan', assessmentId: id },
        { supplementId: 7, dosage: '1 capsule', time: '22:30', active: true, source: 'plan', assessmentId: id },
        { supplementId: 9, dosage: '1 capsule', time: '12:00', active: true, source: 'plan', assessmentId: id },
      ])
    )
    expect(stack).toHaveLength(5)
  })

  it('Set Reminders turns supplement reminders on at the times of the plan, and says when', async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    fireEvent.click(screen.getByRole('button', { name: 'Set Reminders' }))

    expect(await within(toastRegion()).findByText('Reminders set')).toBeTruthy()
    // 07:00 holds only a medicine, so it gets no supplement reminder.
    expect(within(toastRegion()).getByText("You'll be reminded at 07:30, 12:00 and 22:30.")).toBeTruthy()
    const settings = await db.tableFor('reminderSettings').get(reminderSettingsId(db.userId))
    expect(settings?.data).toMatchObject({ supplementReminders: true, reminderTimes: ['07:30', '12:00', '22:30'] })
  })

  it("Shop Supplements opens the shop with the plan's supplements", async () => {
    const { db, id } = await withDevicePlan()
    renderAt(`/recommendations/${id}`, db)
    await list()
    fireEvent.click(screen.getByRole('button', { name: 'Shop Supplements' }))
    await waitFor(() => expect(address()).toBe('/shopping?items=5,8,2,7,9'))
  })
})
