import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, Route, Routes, useParams } from 'react-router'
import { PROFESSION_LABELS, WORK_HOURS_LABELS } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { STORAGE_FULL_MESSAGE } from '../../db/errors'
import { readAssessmentWithPlan } from '../../db/hooks'
import { LocalDbProvider } from '../../db/local-db-context'
import { ASSESSMENT_DRAFT } from '../../db/records/assessments'
import { cleanupDb, newUserDatabase } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { Toaster } from '../../ui/toast/toaster'
import { TooltipProvider } from '../../ui/tooltip'
import AssessmentPage from './assessment-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
})

/** Where the wizard sends the person: stands in for the recommendations screen. */
function RecommendationsProbe() {
  return <h1>Recommendations for {useParams().id}</h1>
}

function renderWizard(database: UserDatabase) {
  return render(
    <MemoryRouter initialEntries={['/assessment']}>
      <TooltipProvider>
        <LocalDbProvider db={database}>
          <Routes>
            <Route path="/assessment" element={<AssessmentPage />} />
            <Route path="/recommendations/:id" element={<RecommendationsProbe />} />
          </Routes>
        </LocalDbProvider>
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>
  )
}

/** Opens the wizard on a database that has the reference snapshot (unless told otherwise). */
async function open({ reference = true }: { reference?: boolean } = {}) {
  db = newUserDatabase()
  if (reference) await seedReferenceSnapshot(db, referenceFixture('abcdef0123456789'))
  const view = renderWizard(db)
  await screen.findByText(/^Step \d of 4$/)
  return { db, view }
}

const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })
const stepHeading = () => screen.getByRole('heading', { level: 2 })
const progress = () => screen.getByRole('progressbar', { name: 'Assessment progress' })
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next Step' }))
const previous = () => fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
const group = (legend: RegExp) => screen.getByRole('group', { name: legend })
const choose = (legend: RegExp, option: string) => fireEvent.click(within(group(legend)).getByRole('radio', { name: option }))
const tick = (legend: RegExp, option: string) => fireEvent.click(within(group(legend)).getByRole('checkbox', { name: option }))
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** Opens a select with the keyboard and picks an option, as a person would. */
function select(label: RegExp, option: string) {
  const trigger = screen.getByRole('combobox', { name: label })
  fireEvent.keyDown(trigger, { key: 'Enter' })
  fireEvent.click(screen.getByRole('option', { name: option }))
}

function answerEverything() {
  fireEvent.click(screen.getByRole('radio', { name: 'Healthcare Professionals' }))
  choose(/^Stress level/, 'High')
  select(/^Work hours/, 'Night shift')
  next()
  type(/^Current medications/, 'Warfarin')
  type(/^Current supplements/, 'Vitamin D3, magnesium')
  choose(/^Age range/, '36-45')
  next()
  choose(/^Exercise frequency/, 'Light (1-2x/week)')
  tick(/^Hobbies/, 'Reading')
  tick(/^Hobbies/, 'Music')
  choose(/^Sleep quality/, 'Poor (<5h)')
  select(/^Diet type/, 'Vegetarian')
  next()
  tick(/^Health goals/, 'Better sleep')
  tick(/^Health goals/, 'More energy')
  choose(/^Monthly budget/, '$25-$50')
  type(/^Additional notes/, 'Twelve-hour shifts')
}

describe('Health Assessment wizard', () => {
  it('opens on step 1: its questions with the spec’s options, the progress, and no Previous', async () => {
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeTruthy()
    expect(stepHeading().textContent).toBe('Tell us about your work')
    expect(screen.getByText('Step 1 of 4')).toBeTruthy()
    expect(screen.getByText('Estimated time: 5 minutes')).toBeTruthy()
    expect(progress().getAttribute('aria-valuenow')).toBe('25')
    expect(progress().getAttribute('aria-valuetext')).toBe('Step 1 of 4')
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeTruthy()

    const jobs = within(group(/^Job category/)).getAllByRole('radio')
    expect(jobs.map((radio) => radio.closest('label')!.textContent)).toEqual(Object.values(PROFESSION_LABELS))
    expect(
      within(group(/^Stress level/))
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent)
    ).toEqual(['Low', 'Moderate', 'High'])
    fireEvent.keyDown(screen.getByRole('combobox', { name: /^Work hours/ }), { key: 'Enter' })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(Object.values(WORK_HOURS_LABELS))
  })

  it('moves freely between the steps with nothing answered, and never blocks Next Step', async () => {
    await open()
    next()
    expect(stepHeading().textContent).toBe('Current medications & supplements')
    expect(document.activeElement).toBe(stepHeading())
    expect(screen.getByText('Step 2 of 4')).toBeTruthy()
    expect(progress().getAttribute('aria-valuenow')).toBe('50')
    expect(screen.getByRole('note', { name: 'Medical disclaimer' })).toBeTruthy()
    for (const label of [/^Current medications/, /^Current supplements/]) {
      expect(screen.getByRole('combobox', { name: label }).getAttribute('aria-describedby')).toMatch(/-hint$/)
    }
    expect(screen.getByRole('textbox', { name: /^Allergies/ }).getAttribute('aria-describedby')).toMatch(/-hint$/)
    expect(screen.getAllByText('Type a name and press Enter or a comma; doses and times may stay. Leave empty if none.')).toHaveLength(2)
    expect(group(/^Age range/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy()

    next()
    expect(stepHeading().textContent).toBe('Lifestyle & hobbies')
    expect(screen.getByText('Step 3 of 4')).toBeTruthy()
    for (const legend of [/^Exercise frequency/, /^Hobbies/, /^Sleep quality/]) expect(group(legend)).toBeTruthy()
    expect(within(group(/^Hobbies/)).getAllByRole('checkbox')).toHaveLength(6)
    expect(screen.getByRole('combobox', { name: /^Diet type/ })).toBeTruthy()

    next()
    expect(stepHeading().textContent).toBe('Your health goals')
    expect(screen.getByText('Step 4 of 4')).toBeTruthy()
    expect(progress().getAttribute('aria-valuenow')).toBe('100')
    expect(within(group(/^Health goals/)).getAllByRole('checkbox')).toHaveLength(8)
    expect(group(/^Monthly budget/)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^Additional notes/ })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next Step' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Get My Recommendations' })).toBeTruthy()

    previous()
    expect(stepHeading().textContent).toBe('Lifestyle & hobbies')
    expect(screen.queryByText('Required')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('a submit with unanswered choices goes back to the first step with one, marks each field and focuses it', async () => {
    const { db } = await open()
    fireEvent.click(screen.getByRole('radio', { name: 'Office Workers' }))
    next()
    next()
    next()
    choose(/^Monthly budget/, 'Under $25')
    fireEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' }))

    expect(stepHeading().textContent).toBe('Tell us about your work')
    expect(screen.getByRole('alert').textContent).toBe('Please answer the questions marked on this step.')
    const stress = group(/^Stress level/)
    expect(within(stress).getByText('Required')).toBeTruthy()
    expect(stress.querySelector('legend')!.hasAttribute('data-error')).toBe(true)
    const workHours = screen.getByRole('combobox', { name: /^Work hours/ })
    expect(workHours.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(workHours.getAttribute('aria-describedby')!)!.textContent).toBe('Required')
    expect(within(group(/^Job category/)).queryByText('Required')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(within(stress).getByRole('radio', { name: 'Low' })))
    expect(await db.tableFor('assessment').count()).toBe(0)

    // Answering clears the marks of this step; the other steps keep theirs.
    choose(/^Stress level/, 'Low')
    select(/^Work hours/, 'Day shift')
    expect(screen.queryByText('Required')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    next()
    expect(within(group(/^Age range/)).getByText('Required')).toBeTruthy()
    expect(screen.getByRole('alert')).toBeTruthy()
  })

  it('saves the assessment with this device’s plan and opens its recommendations', async () => {
    const { db } = await open()
    answerEverything()
    fireEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' }))

    const processing = screen.getByRole('button', { name: 'Processing...' }) as HTMLButtonElement
    expect(processing.disabled).toBe(true)

    const heading = await screen.findByRole('heading', { name: /^Recommendations for / })
    const id = heading.textContent!.replace('Recommendations for ', '')
    expect(within(toastRegion()).getByText('Assessment Complete!')).toBeTruthy()
    expect(within(toastRegion()).getByText('Your personalized recommendations are ready.')).toBeTruthy()

    const saved = await readAssessmentWithPlan(db, id)
    expect(saved?.assessment).toMatchObject({
      id,
      userId: db.userId,
      jobCategory: 'healthcare',
      stressLevel: 'high',
      workHours: 'night',
      currentMedications: 'Warfarin',
      currentSupplements: 'Vitamin D3, magnesium',
      allergies: null,
      ageRange: '36-45',
      exerciseFrequency: 'light',
      hobbies: ['Reading', 'Music'],
      sleepQuality: 'poor',
      dietType: 'vegetarian',
      healthGoals: ['energy', 'sleep'],
      budgetRange: '25-50',
      additionalNotes: 'Twelve-hour shifts',
      sex: null,
      reproductiveStatus: null,
      healthConditions: [],
      pending: true,
    })
    expect(saved?.planFrom).toBe('device')
    expect(saved?.plan).toBeTruthy()
    expect((await db.localPlans.get(id))?.referenceVersion).toBe('abcdef0123456789')
    expect((await db.outbox.toArray()).map((entry) => [entry.entity, entry.op, entry.entityId])).toEqual([['assessment', 'create', id]])
    expect(await db.drafts.get(ASSESSMENT_DRAFT)).toBeUndefined()
  })

  it('saves the optional health answers with the assessment', async () => {
    const { db } = await open()
    fireEvent.click(screen.getByRole('radio', { name: 'Healthcare Professionals' }))
    choose(/^Stress level/, 'High')
    select(/^Work hours/, 'Night shift')
    next()
    expect(group(/^About your health \(optional\)/)).toBeTruthy()
    choose(/^Age range/, '26-35')
    choose(/^Sex/, 'Female')
    choose(/^Pregnancy/, 'Trying to conceive')
    tick(/^Conditions a doctor has diagnosed/, 'Diagnosed iron deficiency')
    next()
    choose(/^Exercise frequency/, 'Light (1-2x/week)')
    choose(/^Sleep quality/, 'Good (6-8h)')
    select(/^Diet type/, 'Omnivore')
    next()
    choose(/^Monthly budget/, '$50-$100')
    fireEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' }))
    const heading = await screen.findByRole('heading', { name: /^Recommendations for / })
    const id = heading.textContent!.replace('Recommendations for ', '')
    const saved = await readAssessmentWithPlan(db, id)
    expect(saved?.assessment).toMatchObject({
      sex: 'female',
      reproductiveStatus: 'trying-to-conceive',
      healthConditions: ['iron-deficiency'],
    })
  })

  it('without the reference data yet, still saves the assessment and opens its route (the plan comes later)', async () => {
    const { db } = await open({ reference: false })
    answerEverything()
    fireEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' }))
    const heading = await screen.findByRole('heading', { name: /^Recommendations for / })
    const id = heading.textContent!.replace('Recommendations for ', '')
    expect(await readAssessmentWithPlan(db, id)).toMatchObject({ plan: null, planFrom: null, assessment: { jobCategory: 'healthcare' } })
  })

  it('keeps the answers and the step on this device and restores them when opened again', async () => {
    const { db, view } = await open()
    fireEvent.click(screen.getByRole('radio', { name: 'Creative Professionals' }))
    choose(/^Stress level/, 'Moderate')
    next()
    type(/^Current medications/, 'Sertraline')
    await waitFor(async () =>
      expect((await db.drafts.get(ASSESSMENT_DRAFT))?.value).toMatchObject({
        step: 2,
        answers: { jobCategory: 'creative', stressLevel: 'moderate', currentMedications: 'Sertraline' },
      })
    )
    view.unmount()

    renderWizard(db)
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy()
    // Restored as an entry, read as what it is.
    const entered = screen.getByRole('list', { name: 'Medications entered' })
    expect(within(entered).getByText('Sertraline')).toBeTruthy()
    previous()
    expect((screen.getByRole('radio', { name: 'Creative Professionals' }) as HTMLInputElement).checked).toBe(true)
    expect((within(group(/^Stress level/)).getByRole('radio', { name: 'Moderate' }) as HTMLInputElement).checked).toBe(true)
  })

  it('a failed save says so, keeps every answer and lets the person try again', async () => {
    const { db } = await open()
    answerEverything()
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('disk on fire'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' })))

    expect(await within(toastRegion()).findByText('Failed to process assessment. Please try again.')).toBeTruthy()
    expect(within(toastRegion()).getByText('Error')).toBeTruthy()
    const retry = screen.getByRole('button', { name: 'Get My Recommendations' }) as HTMLButtonElement
    expect(retry.disabled).toBe(false)
    expect((screen.getByRole('textbox', { name: /^Additional notes/ }) as HTMLTextAreaElement).value).toBe('Twelve-hour shifts')
    expect(await db.tableFor('assessment').count()).toBe(0)

    fireEvent.click(retry)
    expect(await screen.findByRole('heading', { name: /^Recommendations for / })).toBeTruthy()
    expect(await db.tableFor('assessment').count()).toBe(1)
  })

  it('a full device is said in its own words', async () => {
    const { db } = await open()
    answerEverything()
    vi.spyOn(db.outbox, 'add').mockRejectedValue(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' })))
    expect(await within(toastRegion()).findByText(STORAGE_FULL_MESSAGE)).toBeTruthy()
    expect(within(toastRegion()).getByText('Error')).toBeTruthy()
    expect(await db.tableFor('assessment').count()).toBe(0)
  })
})
