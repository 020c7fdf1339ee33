import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { listRecords } from '../../db/hooks'
import { cleanupDb, renderWithDb } from '../../testing/render-with-db'
import HealthcarePage from './healthcare-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

function open(tab?: string) {
  db = renderWithDb(<HealthcarePage />).db
  if (tab) fireEvent.mouseDown(screen.getByRole('tab', { name: tab }))
  return db
}

const type = (label: RegExp | string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } })
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)' })
/** The message shown under a field, tied to it by aria-describedby. */
const errorOf = (label: RegExp) => {
  const input = screen.getByLabelText(label)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  return document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent
}

describe('Healthcare Integration', () => {
  it('opens on Providers with the four tabs and the empty state', async () => {
    open()
    expect(screen.getByRole('heading', { level: 1, name: 'Healthcare Integration' })).toBeTruthy()
    expect(screen.getByText('Manage your healthcare data and share with your supplement routine')).toBeTruthy()
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Providers', 'Lab Results', 'Prescriptions', 'Reports'])
    expect(screen.getByRole('tab', { name: 'Providers' }).getAttribute('aria-selected')).toBe('true')
    expect(await screen.findByRole('heading', { name: 'No providers added' })).toBeTruthy()
  })

  it('refuses a provider without a name or with a bad email, and stores nothing', async () => {
    const db = open()
    type(/^Email/, 'not-an-email')
    fireEvent.click(screen.getByRole('button', { name: 'Add Provider' }))
    expect(errorOf(/^Provider Name/)).toBe('Provider name is required')
    expect(errorOf(/^Email/)).toBe('Valid email is required')
    expect(await db.tableFor('healthcareProvider').count()).toBe(0)
  })

  it('adds a provider, lists it, says so and clears the form', async () => {
    const db = open()
    type(/^Provider Name/, '  Dr. Amara Lee ')
    type(/^Specialty/, 'Cardiology')
    type(/^Email/, 'amara.lee@clinic.example')
    type(/^Phone/, '+1 555 0100')
    fireEvent.click(screen.getByRole('button', { name: 'Add Provider' }))

    const card = (await screen.findByRole('heading', { name: 'Dr. Amara Lee' })).closest('article')!
    expect(within(card).getByText('Cardiology')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'amara.lee@clinic.example' }).getAttribute('href')).toBe(
      'mailto:amara.lee@clinic.example'
    )
    expect(within(card).getByText('Active')).toBeTruthy()
    expect(within(card).getByText('Waiting to sync')).toBeTruthy()
    // Both open their dialogs (provider-card.test.tsx); neither is a placeholder any more.
    expect(within(card).getByRole('button', { name: 'Share Report' }).getAttribute('aria-haspopup')).toBe('dialog')
    expect(within(card).getByRole('button', { name: 'Schedule' }).getAttribute('aria-haspopup')).toBe('dialog')
    expect(within(toastRegion()).getByText('Provider added')).toBeTruthy()
    expect(within(toastRegion()).getByText('Healthcare provider has been added successfully.')).toBeTruthy()
    expect((screen.getByLabelText(/^Provider Name/) as HTMLInputElement).value).toBe('')
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('')
    const [stored] = await listRecords<Record<string, unknown>>(db, 'healthcareProvider')
    expect(stored).toMatchObject({ providerName: 'Dr. Amara Lee', userId: db.userId, isActive: true })
  })

  it('edits a provider in a dialog, sending only the changed field, and deletes after confirming', async () => {
    const db = open()
    type(/^Provider Name/, 'Dr. Amara Lee')
    type(/^Phone/, '555 0100')
    fireEvent.click(screen.getByRole('button', { name: 'Add Provider' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dr. Amara Lee' }))

    const dialog = screen.getByRole('dialog', { name: 'Edit Provider' })
    expect((within(dialog).getByLabelText(/^Provider Name/) as HTMLInputElement).value).toBe('Dr. Amara Lee')
    type(/^Phone/, '555 0199', dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByRole('link', { name: '555 0199' })).toBeTruthy()
    expect((await db.outbox.toArray()).map((e) => e.patch)).toEqual([
      expect.objectContaining({ providerName: 'Dr. Amara Lee' }),
      { phone: '555 0199' },
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Delete Dr. Amara Lee' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByRole('heading', { name: 'No providers added' })).toBeTruthy()
  })

  it('lab results: empty state, the three required messages, then a result with its derived status', async () => {
    const db = open('Lab Results')
    expect(await screen.findByRole('heading', { name: 'No lab results' })).toBeTruthy()
    expect(screen.getByText('Add your lab results to get personalized supplement recommendations.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Add Lab Result' }))
    expect(errorOf(/^Test Name/)).toBe('Test name is required')
    expect(errorOf(/^Value/)).toBe('Value is required')
    expect(errorOf(/^Test Date/)).toBe('Test date is required')
    expect(await db.tableFor('labResult').count()).toBe(0)

    type(/^Test Name/, 'Vitamin D, 25-OH')
    type(/^Value/, '18')
    type(/^Unit/, 'ng/mL')
    type(/^Reference Range/, '30-100')
    type(/^Test Date/, '2026-11-01')
    fireEvent.click(screen.getByRole('button', { name: 'Add Lab Result' }))

    const card = (await screen.findByRole('heading', { name: 'Vitamin D, 25-OH' })).closest('article')!
    expect(within(card).getByText('Low').className).toContain('bg-info')
    expect(within(card).getByText('ng/mL')).toBeTruthy()
    expect(within(card).getByText('Reference: 30-100')).toBeTruthy()
    expect(within(card).getByText('Nov 1, 2026')).toBeTruthy()
    expect(within(toastRegion()).getByText('Lab result added')).toBeTruthy()
    expect(within(toastRegion()).getByText('Lab result has been recorded successfully.')).toBeTruthy()
    const [stored] = await listRecords<Record<string, unknown>>(db, 'labResult')
    expect(stored).toMatchObject({ testedAt: '2026-11-01T00:00:00.000Z', status: 'low' })
  })

  it('prescriptions: empty state, the required message, then one without a start date (stored as null)', async () => {
    const db = open('Prescriptions')
    expect(await screen.findByRole('heading', { name: 'No prescriptions' })).toBeTruthy()
    expect(screen.getByText('Add your current medications to check for supplement interactions.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Add Prescription' }))
    expect(errorOf(/^Medication Name/)).toBe('Medication name is required')
    expect(await db.tableFor('prescription').count()).toBe(0)

    type(/^Medication Name/, 'Warfarin')
    type(/^Dosage/, '5 mg')
    type(/^Frequency/, 'Once daily')
    type(/^Prescribed By/, 'Dr. Amara Lee')
    fireEvent.click(screen.getByRole('button', { name: 'Add Prescription' }))

    const card = (await screen.findByRole('heading', { name: 'Warfarin' })).closest('article')!
    expect(within(card).getByText('Prescribed by Dr. Amara Lee')).toBeTruthy()
    expect(within(card).getByText('Active')).toBeTruthy()
    expect(within(card).getByText('5 mg')).toBeTruthy()
    expect(within(card).getByText('Once daily')).toBeTruthy()
    expect(within(toastRegion()).getByText('Prescription added')).toBeTruthy()
    expect(within(toastRegion()).getByText('Prescription has been recorded successfully.')).toBeTruthy()
    await waitFor(async () => expect((await db.outbox.toArray())[0]?.patch).toMatchObject({ medicationName: 'Warfarin', startDate: null }))
  })

  it.each(['Providers', 'Lab Results', 'Prescriptions'])(
    '%s: every placeholder reads as an example, not as filled-in data',
    async (tab) => {
      open(tab)
      await screen.findByRole('heading', { name: /^No / })
      const placeholders = [...document.querySelectorAll('[placeholder]')].map((field) => field.getAttribute('placeholder'))
      expect(placeholders.length).toBeGreaterThan(0)
      for (const placeholder of placeholders) expect(placeholder).toMatch(/^e\.g\. \S/)
    }
  )

  it('reports: the four buttons open their report pages', () => {
    open('Reports')
    const reports = screen.getByRole('region', { name: 'Reports' })
    expect(
      within(reports)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')])
    ).toEqual([
      ['Supplement ReportCurrent supplements and progress', '/healthcare/reports/supplements'],
      ['Lab Trends', '/healthcare/reports/lab-trends'],
      ['Interaction ReportDrug-supplement interactions', '/healthcare/reports/interactions'],
      ['Wellness Summary', '/healthcare/reports/wellness'],
    ])
    expect(within(reports).queryByText('Coming soon')).toBeNull()
  })

  it("opens on the tab its address names (a report's 'Back to Healthcare' returns to Reports), and tabs still switch", () => {
    db = renderWithDb(<HealthcarePage />, undefined, '/healthcare?tab=reports').db
    expect(screen.getByRole('tab', { name: 'Reports' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('link', { name: /Lab Trends/ })).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lab Results' }))
    expect(screen.getByRole('tab', { name: 'Lab Results' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.queryByRole('link', { name: /Lab Trends/ })).toBeNull()
  })
})
