import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LabResult } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { listRecords } from '../../db/hooks'
import { createRecord } from '../../db/writes'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import HealthcarePage from './healthcare-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

const loinc = (code: string, display: string) => ({ coding: [{ system: 'http://loinc.org', code, display }] })

/** A patient-portal export: vitamin D in nmol/L, a ferritin already saved, blood pressure, a result without a value. */
const PORTAL_EXPORT = {
  resourceType: 'Bundle',
  type: 'searchset',
  entry: [
    { resource: { resourceType: 'Patient', id: 'p1', name: [{ family: 'Okafor' }] } },
    {
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: {
          ...loinc('1989-3', '25-Hydroxyvitamin D3+25-Hydroxyvitamin D2 [Mass/volume] in Serum or Plasma'),
          text: 'Vitamin D, 25-OH',
        },
        effectiveDateTime: '2024-03-01T08:15:00-05:00',
        valueQuantity: { value: 25.0, unit: 'nmol/L' },
        referenceRange: [{ low: { value: 75 }, high: { value: 250 } }],
      },
    },
    {
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: { ...loinc('2276-4', 'Ferritin [Mass/volume] in Serum or Plasma'), text: 'Ferritin' },
        effectiveDateTime: '2024-03-01',
        valueQuantity: { value: 41, unit: 'ng/mL' },
      },
    },
    {
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: { ...loinc('85354-9', 'Blood pressure panel'), text: 'Blood pressure' },
        effectiveDateTime: '2024-03-01T08:05:00-05:00',
        component: [
          { code: loinc('8480-6', 'Systolic blood pressure'), valueQuantity: { value: 128, unit: 'mmHg' } },
          { code: loinc('8462-4', 'Diastolic blood pressure'), valueQuantity: { value: 82, unit: 'mmHg' } },
        ],
      },
    },
    {
      resource: {
        resourceType: 'Observation',
        status: 'entered-in-error',
        code: { text: 'Glucose' },
        effectiveDateTime: '2024-03-01',
        valueQuantity: { value: 55, unit: 'mmol/L' },
      },
    },
    {
      resource: {
        resourceType: 'Observation',
        status: 'final',
        code: { text: 'Hemoglobin A1c' },
        effectiveDateTime: '2024-03-01',
        dataAbsentReason: { text: 'Specimen hemolyzed' },
      },
    },
  ],
}

const SPREADSHEET = [
  'Test,Value,Unit,Range,Date',
  'Vitamin B12,300,pmol/L,145-569,2024-05-10',
  'Magnesium,0.82,mmol/L,0.70-1.00,10/05/2024',
  'Glucose,=1+2,mmol/L,3.9-5.5,2024-05-10',
  'vitamin b12,300,pmol/L,145-569,2024-05-10',
].join('\n')

async function openImport(seed?: (db: UserDatabase) => Promise<unknown>) {
  const database = newUserDatabase()
  await seed?.(database)
  db = renderWithDb(<HealthcarePage />, database).db
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Lab Results' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Import lab results' }))
  return { db: database, dialog: screen.getByRole('dialog', { name: 'Import lab results' }) }
}

function pick(dialog: HTMLElement, file: File) {
  const input = within(dialog).getByLabelText('Lab results file (FHIR JSON or CSV)') as HTMLInputElement
  expect(input.accept).toBe('.json,.csv,application/fhir+json,text/csv')
  fireEvent.change(input, { target: { files: [file] } })
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

const savedFerritin = (database: UserDatabase) =>
  createRecord(database, 'labResult', { testName: 'Ferritin', value: '41', unit: 'ng/mL', testedAt: '2024-03-01T00:00:00.000Z' })

describe('Import lab results', () => {
  it('previews a FHIR export (converted, duplicate, error rows), writes nothing until Add, then adds exactly the new results', async () => {
    const { db, dialog } = await openImport(savedFerritin)
    expect(within(dialog).getByRole('button', { name: 'Add 0 results' }).hasAttribute('disabled')).toBe(true)
    pick(dialog, new File([JSON.stringify(PORTAL_EXPORT)], 'portal-export.json', { type: 'application/fhir+json' }))

    const toAdd = await within(dialog).findByRole('table', { name: 'Results to add (3)' })
    expect(rowsOf(toAdd)).toEqual([
      ['Entry 2', 'Vitamin D, 25-OH', '10.0 ng/mL', 'Low', '30.0-100.2', 'Mar 1, 2024', 'Converted: 25 nmol/L → 10.0 ng/mL'],
      ['Entry 4, component 1', 'Systolic blood pressure', '128 mmHg', '—', '—', 'Mar 1, 2024', 'As in the file'],
      ['Entry 4, component 2', 'Diastolic blood pressure', '82 mmHg', '—', '—', 'Mar 1, 2024', 'As in the file'],
    ])
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Duplicates to skip (1)' }))).toEqual([
      ['Entry 3', 'Ferritin', '41 ng/mL', 'Mar 1, 2024', 'a result already saved'],
    ])
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Rows that can’t be imported (1)' }))).toEqual([
      ['Entry 6', 'Hemoglobin A1c', 'Value is required (the file says: Specimen hemolyzed)'],
    ])
    expect(within(dialog).getByRole('alert').textContent).toBe('1 row can’t be imported: see why below.')
    expect(within(dialog).getByText('2 entries are not lab results and were passed over')).toBeTruthy()

    // The preview wrote nothing: only the ferritin saved before.
    expect(await db.tableFor('labResult').count()).toBe(1)
    expect(await db.outbox.count()).toBe(1)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 3 results' }))
    expect(await screen.findByText('3 lab results added.')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Notifications (F8)' })).getByText('Lab results imported')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()

    const stored = await listRecords<LabResult>(db, 'labResult')
    expect(stored.map((lab) => [lab.testName, lab.value, lab.unit, lab.referenceRange, lab.status, lab.testedAt]).sort()).toEqual([
      ['Diastolic blood pressure', '82', 'mmHg', null, null, '2024-03-01T00:00:00.000Z'],
      ['Ferritin', '41', 'ng/mL', null, null, '2024-03-01T00:00:00.000Z'],
      ['Systolic blood pressure', '128', 'mmHg', null, null, '2024-03-01T00:00:00.000Z'],
      ['Vitamin D, 25-OH', '10.0', 'ng/mL', '30.0-100.2', 'low', '2024-03-01T00:00:00.000Z'],
    ])
    const outbox = await db.outbox.orderBy('seq').toArray()
    expect(outbox.map((entry) => [entry.op, entry.patch?.testName])).toEqual([
      ['create', 'Ferritin'],
      ['create', 'Vitamin D, 25-OH'],
      ['create', 'Systolic blood pressure'],
      ['create', 'Diastolic blood pressure'],
    ])
    expect(await screen.findByRole('heading', { name: 'Vitamin D, 25-OH' })).toBeTruthy()
  })

  it('previews a CSV file, Cancel writes nothing, and Add writes the one new result', async () => {
    const { db, dialog } = await openImport()
    const csv = () => new File([SPREADSHEET], 'labs.csv', { type: 'text/csv' })
    pick(dialog, csv())

    const toAdd = await within(dialog).findByRole('table', { name: 'Results to add (1)' })
    expect(rowsOf(toAdd)).toEqual([
      ['Row 2', 'Vitamin B12', '407 pg/mL', 'Normal', '196-771', 'May 10, 2024', 'Converted: 300 pmol/L → 407 pg/mL'],
    ])
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Duplicates to skip (1)' }))).toEqual([
      ['Row 5', 'vitamin b12', '407 pg/mL', 'May 10, 2024', 'Row 2'],
    ])
    expect(rowsOf(within(dialog).getByRole('table', { name: 'Rows that can’t be imported (2)' }))).toEqual([
      ['Row 3', 'Magnesium', 'The date “10/05/2024” is not a full date in the form YYYY-MM-DD'],
      ['Row 4', 'Glucose', 'The value “=1+2” looks like a spreadsheet formula, not a lab result'],
    ])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await db.tableFor('labResult').count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)

    fireEvent.click(screen.getByRole('button', { name: 'Import lab results' }))
    const again = screen.getByRole('dialog', { name: 'Import lab results' })
    expect(within(again).queryByRole('table')).toBeNull()
    pick(again, csv())
    fireEvent.click(await within(again).findByRole('button', { name: 'Add 1 result' }))
    expect(await screen.findByText('1 lab result added.')).toBeTruthy()
    const stored = await listRecords<LabResult>(db, 'labResult')
    expect(stored).toEqual([
      expect.objectContaining({ testName: 'Vitamin B12', value: '407', unit: 'pg/mL', referenceRange: '196-771', status: 'normal' }),
    ])
    expect((await db.outbox.toArray()).map((entry) => entry.entityId)).toEqual([stored[0]!.id])
  })

  it('says what is wrong with a file that is not a bundle of results, and offers nothing to add', async () => {
    const { db, dialog } = await openImport()
    pick(dialog, new File(['{"resourceType": "Patient"}'], 'me.json', { type: 'application/json' }))
    const errors = await within(dialog).findByRole('table', { name: 'Rows that can’t be imported (1)' })
    expect(rowsOf(errors)).toEqual([['File', '—', 'The file is a FHIR Patient, not a Bundle of results']])
    expect(within(dialog).getByRole('button', { name: 'Add 0 results' }).hasAttribute('disabled')).toBe(true)
    expect(await db.tableFor('labResult').count()).toBe(0)
  })
})
