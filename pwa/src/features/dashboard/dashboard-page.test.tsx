import 'fake-indexeddb/auto'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aiInsightId } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { addToStack, savePlanAsStack } from '../../db/records/stack'
import { createAssessment } from '../../db/records/assessments'
import { markDose } from '../../db/records/doses'
import { localDay } from '../../lib/dates'
import { computePlan } from '../../lib/plan-engine'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { seedReferenceSnapshot, seedServerRecords } from '../../testing/seed'
import DashboardPage from './dashboard-page'
import { ANSWERS, NOW, dashboardSnapshot, on, writtenAt } from '../../testing/dashboard-fixture'

let db: UserDatabase | undefined
beforeEach(() => {
  // Only Date: the local database's timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.useRealTimers()
})

async function open(setup?: (db: UserDatabase) => Promise<unknown>) {
  db = newUserDatabase()
  await setup?.(db)
  renderWithDb(<DashboardPage />, db)
  expect(screen.getByRole('heading', { level: 1, name: 'Your Wellness Dashboard' })).toBeTruthy()
  return db
}

async function assess(db: UserDatabase, answers: Record<string, unknown> = ANSWERS) {
  return createAssessment(db, answers, await computePlan(db, answers as typeof ANSWERS))
}

const journal = (supplementsTaken: string[], mood: string, energy: string, sleep: string, stress: string) => (db: UserDatabase) =>
  createRecord(db, 'journalEntry', { mood, energy, sleep, stress, supplementsTaken })

const notification = (id: number, isRead: boolean) => ({
  id,
  type: 'reminder',
  title: `Reminder ${id}`,
  message: 'Take it with breakfast.',
  isRead,
  isActive: true,
  createdAt: `2026-11-0${id}T08:00:00.000Z`,
  scheduledFor: null,
})

const stat = (title: string) => screen.getByRole('group', { name: title })
const region = (name: string | RegExp) => screen.getByRole('region', { name })
const hrefOf = (link: HTMLElement) => link.getAttribute('href')
const PLACEHOLDERS = ['8.2', '7.8', '8.5', '7.1', '87%', 'Week 4']

describe('Your Wellness Dashboard', () => {
  it('for a new user: skeletons first, then invitations to the next step, and none of the placeholder figures', async () => {
    await open()
    // The first render happens before any read answered: loading, not "you have nothing".
    expect(stat('Compliance').getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByText('Save your recommendations to start')).toBeNull()
    expect(screen.queryByText('Log how you feel in the journal')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'No recommendations yet' })).toBeNull()

    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'Save your recommendations to start' }).map(hrefOf)).toEqual([
        '/assessment',
        '/assessment',
        '/assessment',
      ])
    )
    for (const title of ['Your Supplements', 'Week', 'Compliance']) {
      expect(within(stat(title)).getByRole('link', { name: 'Save your recommendations to start' })).toBeTruthy()
    }
    expect(hrefOf(within(stat('Wellbeing')).getByRole('link', { name: 'Log how you feel in the journal' }))).toBe('/journal')

    const recommendations = region('Current recommendations')
    expect(within(recommendations).getByRole('heading', { name: 'No recommendations yet' })).toBeTruthy()
    expect(hrefOf(within(recommendations).getByRole('link', { name: 'Take the 5-minute assessment' }))).toBe('/assessment')

    const progress = region('Weekly progress')
    expect(within(progress).getByRole('heading', { name: 'No journal entries this week' })).toBeTruthy()
    expect(hrefOf(within(progress).getByRole('link', { name: 'Log how you feel in the journal' }))).toBe('/journal')
    expect(hrefOf(within(progress).getByRole('link', { name: 'View your progress' }))).toBe('/progress')

    const popular = await waitFor(() => region('Popular in your profession'))
    expect(hrefOf(within(popular).getByRole('link', { name: 'Take the 5-minute assessment' }))).toBe('/assessment')
    expect(within(popular).queryByRole('link', { name: /See all/ })).toBeNull()

    const text = document.body.textContent ?? ''
    for (const placeholder of PLACEHOLDERS) expect(text).not.toContain(placeholder)
    expect(text).not.toMatch(/Office Workers|Healthcare Professionals|\d+ new|\d+ insights/)
  })

  it('links every tile, quick action and Learn More by name', async () => {
    await open()
    const tiles = screen.getByRole('navigation', { name: 'Dashboard shortcuts' })
    const tileLinks = within(tiles).getAllByRole('link')
    expect(tileLinks.map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['Notifications', '/notifications'],
      ['AI Insights', '/ai-insights'],
      ['Community', '/community'],
      ['Shop', '/shopping'],
      ['Healthcare', '/healthcare'],
      ['Drug Interactions', '/drug-interactions'],
    ])
    const actions = region('Quick actions')
    expect(within(actions).getAllByRole('link').map(hrefOf)).toEqual(['/journal', '/drug-interactions', '/assessment'])
    expect(hrefOf(screen.getByRole('link', { name: 'Learn More' }))).toBe('/education')
  })

  it("shows the person's own figures: stack, week, compliance, wellbeing, recommendations, progress and their profession", async () => {
    let assessmentId = ''
    await open(async (db) => {
      await seedReferenceSnapshot(db, dashboardSnapshot())
      assessmentId = await writtenAt(on(2), () => assess(db))
      // Vitamin D3 since 25 October (week 3 today); magnesium from the plan since 8 November, late.
      await writtenAt(on(25, 9, 9), () => addToStack(db, [{ supplementId: 4, source: 'manual', dosage: '1,000 IU' }]))
      await writtenAt(on(8, 22), () => savePlanAsStack(db, assessmentId, [{ supplementId: 5, dosage: '200-400 mg' }]))
      // Scores (mood, energy, sleep, stress → mean): 10, 10, 7.5, 10 → 9.375; 7.5, 6, 5, 10 → 7.125; 5, 3, 2.5, 3 → 3.375.
      await writtenAt(on(10, 8), () => journal(['Vitamin D3', 'magnesium'], 'excellent', 'high', 'good', 'low')(db))
      await writtenAt(on(9), () => journal(['d3'], 'good', 'medium', 'fair', 'low')(db))
      // Magnesium on the 6th was before it was started: not a planned dose.
      await writtenAt(on(6), () => journal(['Vitamin D3', 'Magnesium Glycinate'], 'fair', 'low', 'poor', 'high')(db))
      // 1 November is outside the last 7 days.
      await writtenAt(on(1), () => journal(['Vitamin D3'], 'poor', 'low', 'poor', 'high')(db))
      await seedServerRecords(db, 'notification', [notification(1, false), notification(2, true), notification(3, false)])
      const insight = (key: string, isRead: boolean) => ({
        key,
        type: 'trend',
        title: key,
        insight: 'x',
        confidence: 90,
        actionRequired: false,
        isRead,
      })
      await createRecord(db, 'aiInsight', insight('trend:sleep', false), aiInsightId(db.userId, 'trend:sleep'))
      await createRecord(db, 'aiInsight', insight('trend:energy', true), aiInsightId(db.userId, 'trend:energy'))
    })

    expect(await screen.findByRole('link', { name: 'Notifications 2 new' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'AI Insights 1 insight' })).toBeTruthy()

    await waitFor(() => expect(within(stat('Compliance')).getByText('40%')).toBeTruthy())
    expect(within(stat('Compliance')).getByText('4 of 10 doses')).toBeTruthy()
    expect(within(stat('Your Supplements')).getByText('2')).toBeTruthy()
    expect(within(stat('Week')).getByText('3')).toBeTruthy()
    expect(within(stat('Week')).getByText(/^Since Oct 25, 2026$/)).toBeTruthy()
    expect(within(stat('Wellbeing')).getByText('6.6/10')).toBeTruthy()
    expect(within(stat('Wellbeing')).getByText('From 3 journal entries this week')).toBeTruthy()

    const recommendations = region('Current recommendations')
    expect(within(recommendations).getByText(/^For Office Workers, from your assessment of Nov 2, 2026/)).toBeTruthy()
    const items = within(recommendations).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Magnesium Glycinate', '5-HTP', 'Omega-3 Fish Oil'])
    expect(items.map((item) => hrefOf(within(item).getByRole('link')))).toEqual(['/supplements/5', '/supplements/7', '/supplements/2'])
    expect(within(items[0]!).getByText('MEDIUM PRIORITY')).toBeTruthy()
    expect(within(items[0]!).getByText('200-400 mg')).toBeTruthy()
    expect(within(items[2]!).getByText('LOW PRIORITY')).toBeTruthy()
    expect(hrefOf(within(recommendations).getByRole('link', { name: 'View all recommendations' }))).toBe(`/recommendations/${assessmentId}`)

    const progress = region('Weekly progress')
    const bars = within(progress)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(bars).toEqual(['Overall wellbeing6.6/10', 'Energy6.3/10', 'Sleep quality5.0/10', 'Stress management7.7/10'])

    const popular = region('Popular with Office Workers')
    const rows = within(popular).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'Omega-3 Fish Oil'])
    expect(within(rows[0]!).getByRole('img', { name: 'Effectiveness 4.3 out of 5' })).toBeTruthy()
    expect(within(rows[0]!).getByText('1,240 users')).toBeTruthy()
    expect(within(rows[0]!).getByText('78% popular')).toBeTruthy()
    expect(hrefOf(within(popular).getByRole('link', { name: 'See all for Office Workers' }))).toBe('/profession-insights?job=office')

    expect(hrefOf(within(region('Quick actions')).getByRole('link', { name: 'Retake the assessment' }))).toBe('/assessment')
    const text = document.body.textContent ?? ''
    for (const placeholder of ['8.2', '7.8', '8.5', '7.1', '87%']) expect(text).not.toContain(placeholder)
  })

  it('invites saving the latest recommendations, then counts from the day the plan is saved', async () => {
    let assessmentId = ''
    const db = await open(async (db) => {
      await seedReferenceSnapshot(db, dashboardSnapshot())
      assessmentId = await assess(db)
    })
    const save = await within(stat('Your Supplements')).findByRole('link', { name: 'Save your recommendations to start' })
    expect(hrefOf(save)).toBe(`/recommendations/${assessmentId}`)

    const plan = (await computePlan(db, ANSWERS))!.plan
    await savePlanAsStack(
      db,
      assessmentId,
      plan.items.map((item) => ({ supplementId: item.supplementId, dosage: item.dosage }))
    )
    await waitFor(() => expect(within(stat('Your Supplements')).getByText('4')).toBeTruthy())
    expect(within(stat('Week')).getByText('1')).toBeTruthy()
    // A plan but no dose marked and no journal yet: compliance asks for them rather than showing 0 %.
    expect(hrefOf(within(stat('Compliance')).getByRole('link', { name: 'Mark your doses on Today' }))).toBe('/')

    await journal(['Magnesium Glycinate', 'Fish oil'], 'good', 'high', 'good', 'moderate')(db)
    await waitFor(() => expect(within(stat('Compliance')).getByText('50%')).toBeTruthy())
    expect(within(stat('Compliance')).getByText('2 of 4 doses')).toBeTruthy()

    // A dose marked taken on Today counts too (once, however many say so).
    const third = plan.items.find((item) => !['Magnesium Glycinate', 'Omega-3 Fish Oil'].includes(item.name))!
    await markDose(db, { supplementId: third.supplementId, date: localDay(new Date()), time: null }, 'taken')
    await waitFor(() => expect(within(stat('Compliance')).getByText('75%')).toBeTruthy())
  })

  it("shows what is popular in the latest assessment's profession, or says there are no figures for it", async () => {
    const db = await open(async (db) => {
      await seedReferenceSnapshot(db, dashboardSnapshot())
      await writtenAt(on(1), () => assess(db))
      await assess(db, { ...ANSWERS, jobCategory: 'healthcare' })
    })
    const popular = await waitFor(() => region('Popular with Healthcare Professionals'))
    const rows = within(popular).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['5-HTP', 'Vitamin K'])
    expect(within(rows[0]!).getByText('310 users')).toBeTruthy()
    expect(within(rows[0]!).getByText('41% popular')).toBeTruthy()
    expect(hrefOf(within(popular).getByRole('link', { name: 'See all for Healthcare Professionals' }))).toBe(
      '/profession-insights?job=healthcare'
    )

    await assess(db, { ...ANSWERS, jobCategory: 'creative' })
    const creative = await waitFor(() => region('Popular with Creative Professionals'))
    expect(within(creative).getByText('There are no figures for Creative Professionals yet.')).toBeTruthy()
  })
})
