// The report pages read this device's database only: each shows its sections from local records,
// and Download PDF hands the shown document to the PDF worker and saves what comes back.
import 'fake-indexeddb/auto'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route, Routes } from 'react-router'
import { REPORT_DISCLAIMER } from '@dosewise/sync-protocol/reports'
import { MEDICAL_DISCLAIMER } from '../../../ui/medical-disclaimer'
import { reminderSettingsId, stackItemId } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../../db/database'
import { localDay } from '../../../lib/dates'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../../testing/render-with-db'
import { referenceFixture } from '../../../testing/reference-fixture'
import { seedReferenceSnapshot, seedServerRecords } from '../../../testing/seed'
import ReportPage from './report-page'

vi.mock('../../../lib/session', () => ({
  useSession: () => ({ status: 'signed-in', user: { id: 1, username: 'ana', firstName: 'Ana', lastName: 'Silva' } }),
}))

const DAY = 86_400_000
const now = Date.now()
const dayAgo = (days: number) => localDay(new Date(now - days * DAY))
const isoAgo = (days: number) => new Date(now - days * DAY).toISOString()
const stamp = '2026-01-01T00:00:00.000Z'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await cleanupDb(db)
  db = undefined
})

/** Ana's records, as a sync pull leaves them: Vitamin K (1) and Vitamin D3 (4) in her stack, on warfarin. */
async function seedAna(database: UserDatabase) {
  const userId = database.userId
  await seedReferenceSnapshot(database, referenceFixture())
  await seedServerRecords(database, 'stackItem', [
    {
      id: stackItemId(userId, 4),
      supplementId: 4,
      active: true,
      dosage: '2,000 IU',
      time: '08:00',
      source: 'manual',
      assessmentId: null,
      startedAt: isoAgo(20),
      createdAt: stamp,
      updatedAt: stamp,
    },
    {
      id: stackItemId(userId, 1),
      supplementId: 1,
      active: true,
      dosage: '90 mcg',
      time: null,
      source: 'manual',
      assessmentId: null,
      startedAt: isoAgo(20),
      createdAt: stamp,
      updatedAt: stamp,
    },
  ])
  await seedServerRecords(
    database,
    'dose',
    [3, 2, 1].map((days, i) => ({
      id: `00000000-0000-7000-8002-00000000000${i}`,
      supplementId: 4,
      date: dayAgo(days),
      time: '08:00',
      status: 'taken',
      snoozedUntil: null,
      recordedAt: isoAgo(days),
      createdAt: stamp,
      updatedAt: stamp,
    }))
  )
  await seedServerRecords(database, 'prescription', [
    {
      id: '00000000-0000-7000-8000-000000000001',
      medicationName: 'Warfarin 5 mg',
      dosage: null,
      frequency: null,
      prescribedBy: null,
      startDate: null,
      endDate: null,
      isActive: true,
      notes: null,
      createdAt: stamp,
    },
    {
      id: '00000000-0000-7000-8000-000000000002',
      medicationName: 'Xyzzolam',
      dosage: null,
      frequency: null,
      prescribedBy: null,
      startDate: null,
      endDate: null,
      isActive: true,
      notes: null,
      createdAt: stamp,
    },
  ])
  await seedServerRecords(database, 'labResult', [
    {
      id: '00000000-0000-7000-8000-000000000011',
      testName: 'Vitamin D, 25-OH',
      value: '18',
      unit: 'ng/mL',
      referenceRange: '30-100',
      status: null,
      testedAt: '2026-01-03T00:00:00.000Z',
      createdAt: stamp,
    },
    {
      id: '00000000-0000-7000-8000-000000000012',
      testName: 'Vitamin D, 25-OH',
      value: '42',
      unit: 'ng/mL',
      referenceRange: '30-100',
      status: null,
      testedAt: '2026-06-03T00:00:00.000Z',
      createdAt: stamp,
    },
  ])
  await seedServerRecords(database, 'journalEntry', [
    {
      id: '00000000-0000-7000-8000-000000000021',
      date: isoAgo(2),
      mood: 'good',
      energy: 'high',
      sleep: 'fair',
      stress: 'low',
      notes: null,
      supplementsTaken: ['Vitamin D3'],
    },
  ])
  await seedServerRecords(database, 'reminderSettings', [
    {
      id: reminderSettingsId(userId),
      supplementReminders: true,
      progressCheckIns: true,
      interactionAlerts: true,
      reminderTimes: [],
      timeZone: null,
      rota: null,
      createdAt: stamp,
      updatedAt: stamp,
    },
  ])
}

async function openReport(kind: string, seed: (database: UserDatabase) => Promise<void> = seedAna) {
  const database = newUserDatabase()
  await seed(database)
  db = renderWithDb(
    <Routes location={`/healthcare/reports/${kind}`}>
      <Route path="/healthcare/reports/:kind" element={<ReportPage />} />
    </Routes>,
    database
  ).db
}

const table = (caption: string) => screen.getByRole('table', { name: caption })
const rowTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) => row.textContent)

describe('report pages, from the local database', () => {
  it('Supplement Report: every section, with the stack, the doses taken and the interaction warning', async () => {
    await openReport('supplements')
    expect(await screen.findByRole('heading', { level: 2, name: 'Your supplements' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Supplement Report' })).toBeTruthy()
    expect(document.title).toBe('Supplement Report · Dosewise')
    expect(screen.getByText(/Prepared for/).textContent).toMatch(/^Prepared for Ana Silva, /)
    for (const name of [
      'Usual doses in the reference data',
      'Doses taken (last 30 days)',
      'Progress (last 4 weeks)',
      'Interaction warnings',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy()
    expect(rowTexts(table('Your supplements, by time of day'))).toEqual([
      'WhenSupplementYour doseStarted',
      expect.stringMatching(/^Morning, 08:00Vitamin D32,000 IU/),
      expect.stringMatching(/^Any timeVitamin K90 mcg/),
    ])
    // Vitamin D3 taken on the last 3 days of 20 (today's 08:00 dose may or may not have come yet).
    const doses = within(table('Doses taken per supplement, last 30 days')).getByRole('row', { name: /Vitamin D3/ })
    expect(doses.textContent).toMatch(/^Vitamin D3(20|21)30/)
    const warnings = screen.getByRole('table', { name: 'Interactions that concern your stack' })
    expect(within(warnings).getByRole('row', { name: /Vitamin K/ }).textContent).toBe('Vitamin KWarfarin 5 mgAvoid: serious interaction')
    expect(screen.getByText(/1 thing you take could not be checked/)).toBeTruthy()
    expect(screen.getByRole('note', { name: 'Medical disclaimer' }).textContent).toBe(REPORT_DISCLAIMER)
    expect(screen.getByRole('link', { name: /Vitamin D3 fact sheet/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy()
  })

  it('the report’s disclaimer is the app’s own, word for word, with what a report is made from', () => {
    expect(REPORT_DISCLAIMER.startsWith(MEDICAL_DISCLAIMER)).toBe(true)
  })

  it('Interaction Report: the serious interaction with where each side came from, and what could not be checked', async () => {
    await openReport('interactions')
    const major = await screen.findByRole('heading', { level: 2, name: 'Avoid: serious interaction (major)' })
    const section = major.closest('section')!
    expect(within(section).getByRole('heading', { level: 3, name: 'Warfarin + Vitamin K' })).toBeTruthy()
    expect(
      within(section).getByText('In what you take: Warfarin 5 mg (from your prescriptions) with Vitamin K (from your supplement stack).')
    ).toBeTruthy()
    expect(within(section).getByText(/^What to do: Talk to your prescriber/)).toBeTruthy()
    const gaps = screen.getByRole('heading', { level: 2, name: 'What could not be checked' }).closest('section')!
    expect(within(gaps).getByText('We could not check “Xyzzolam”. It was written in your prescriptions.')).toBeTruthy()
    expect(screen.queryByText(/No known interactions were found/)).toBeNull()
    expect(screen.getByRole('link', { name: /Warfarin and Vitamin K/ }).getAttribute('href')).toBe(
      'https://medlineplus.gov/druginfo/1.html'
    )
  })

  it('Lab Trends: the test’s results with their status, and its chart described in words', async () => {
    await openReport('lab-trends')
    expect(await screen.findByRole('heading', { level: 3, name: 'Vitamin D, 25-OH' })).toBeTruthy()
    expect(rowTexts(table('Vitamin D, 25-OH: every result, oldest first'))).toEqual([
      'DateValueReference rangeStatus',
      '3 Jan 202618 ng/mL30-100Low',
      '3 Jun 202642 ng/mL30-100Normal',
    ])
    const chart = screen.getByRole('img', { name: 'Vitamin D, 25-OH (ng/mL)' })
    expect(chart.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(chart.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Vitamin D, 25-OH from 18 ng/mL on 3 Jan 2026 to 42 ng/mL on 3 Jun 2026 (2 results); reference range 30-100.'
    )
    expect(chart.querySelectorAll('circle')).toHaveLength(2)
  })

  it('Wellness Summary: the averages, the day-by-day table, and that no rota is set', async () => {
    await openReport('wellness')
    expect(await screen.findByRole('heading', { level: 2, name: 'Averages' })).toBeTruthy()
    expect(within(table('Average scores, last 30 days')).getByRole('row', { name: /^Energy/ }).textContent).toBe(
      'Energy10.01—10.0Not enough entries'
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Day by day' })).toBeTruthy()
    expect(screen.getByText(/^No shift rota is set/)).toBeTruthy()
  })

  it('says the reference data is still on its way rather than show a report without names', async () => {
    await openReport('interactions', async () => {})
    expect(await screen.findByRole('heading', { name: 'Getting the reference data ready' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('an unknown report says so', async () => {
    await openReport('everything')
    expect(screen.getByRole('heading', { level: 1, name: 'Report not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Healthcare' }).getAttribute('href')).toBe('/healthcare?tab=reports')
  })
})

describe('Download PDF', () => {
  // A stand-in for the module worker (jsdom has none): it keeps what it was sent and answers when told.
  const posted: unknown[] = []
  const workers: FakeWorker[] = []
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null
    onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null
    constructor() {
      workers.push(this)
    }
    postMessage(message: unknown) {
      posted.push(message)
    }
    terminate() {}
  }
  async function answer(data: unknown) {
    await waitFor(() => expect(posted).toHaveLength(1))
    await act(async () => workers.at(-1)!.onmessage?.({ data }))
  }
  beforeEach(() => {
    posted.length = 0
    workers.length = 0
    vi.stubGlobal('Worker', FakeWorker)
  })

  it('sends the shown report to the worker, says it is preparing, then saves the file under the report’s name', async () => {
    const saved: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:report'), revokeObjectURL: () => {} })
    )
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await openReport('supplements')
    await screen.findByRole('heading', { level: 2, name: 'Your supplements' })
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    const busy = await screen.findByRole('button', { name: 'Preparing PDF…' })
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('Preparing PDF…')
    await answer({ ok: true, bytes: new TextEncoder().encode('%PDF-1.3'), fallbackFont: true })
    expect(await screen.findByText(/^Your PDF \(dosewise-supplement-report-\d{4}-\d{2}-\d{2}\.pdf\) is downloading\./)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/uses a standard font because the report font could not be loaded offline/)
    expect(posted).toHaveLength(1)
    const request = posted[0] as { doc: { title: string; person: { name: string } }; fonts: { regular: string; bold: string } }
    expect(request.doc.title).toBe('Supplement Report')
    expect(request.doc.person.name).toBe('Ana Silva')
    expect(request.fonts.regular).toMatch(/DejaVuSans\.ttf/)
    expect(saved[0]!.type).toBe('application/pdf')
    expect(click).toHaveBeenCalledTimes(1)
    click.mockRestore()
  })

  it('says clearly when the PDF could not be made', async () => {
    await openReport('wellness')
    await screen.findByRole('heading', { level: 2, name: 'Averages' })
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }))
    await answer({ ok: false, message: 'out of memory' })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not make the PDF (out of memory). Try again, or use Print and choose “Save as PDF”.'
    )
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy()
  })
})
