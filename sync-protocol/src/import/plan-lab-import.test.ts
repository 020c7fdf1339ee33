import { describe, expect, it } from 'vitest'
import { parseFhirBundle } from './fhir-bundle.js'
import { parseLabCsv } from './lab-csv.js'
import type { LabImportRow } from './lab-rows.js'
import { conversionFor, LAB_UNIT_CONVERSIONS } from './lab-units.js'
import { ALREADY_SAVED, planLabImport } from './plan-lab-import.js'
import { LAB_CSV, PORTAL_BUNDLE } from './testing/lab-fixtures.js'

const row = (extra: Partial<LabImportRow>): LabImportRow => ({
  row: 2,
  where: 'Row 2',
  testName: 'Vitamin D, 25-OH',
  loinc: null,
  value: '25.0',
  unit: 'nmol/L',
  referenceRange: null,
  testedAt: '2024-05-10T00:00:00.000Z',
  notes: null,
  ...extra,
})
const one = (extra: Partial<LabImportRow>) => planLabImport([row(extra)], []).toAdd[0]!

describe('planLabImport: units', () => {
  it('converts vitamin D from nmol/L to ng/mL and says so', () => {
    expect(one({})).toMatchObject({
      input: { testName: 'Vitamin D, 25-OH', value: '10.0', unit: 'ng/mL', referenceRange: null, testedAt: '2024-05-10T00:00:00.000Z' },
      conversion: '25.0 nmol/L → 10.0 ng/mL',
      unconverted: null,
    })
  })

  it('converts the portal export: vitamin D, B12, ferritin, glucose with their ranges; blood pressure stays', () => {
    const plan = planLabImport(parseFhirBundle(PORTAL_BUNDLE).rows, [])
    expect(
      plan.toAdd.map((lab) => [lab.input.testName, lab.input.value, lab.input.unit, lab.input.referenceRange, lab.status, lab.conversion])
    ).toEqual([
      ['Vitamin D, 25-Hydroxy', '18.0', 'ng/mL', '30.0-100.2', 'low', '45 nmol/L → 18.0 ng/mL'],
      ['Cobalamin (Vitamin B12) [Moles/volume] in Serum or Plasma', '407', 'pg/mL', '196-771 pg/mL', 'normal', '300 pmol/L → 407 pg/mL'],
      ['Systolic blood pressure', '128', 'mmHg', null, null, null],
      ['Diastolic blood pressure', '82', 'mmHg', null, null, null],
      ['Ferritin', '38', 'ng/mL', '30-400', 'normal', '38 µg/L → 38 ng/mL'],
      ['Glucose, fasting', '97', 'mg/dL', '70-99', 'normal', '5.4 mmol/L → 97 mg/dL'],
      ['Urine nitrite', 'Negative', null, null, null, null],
    ])
    expect(plan.duplicates).toEqual([])
    expect(plan.errors).toEqual([])
  })

  it('converts total cholesterol and a value with a comparator; one-sided ranges too', () => {
    expect(one({ testName: 'Total Cholesterol', value: '5.2', unit: 'mmol/L', referenceRange: '<5.2' }).input).toMatchObject({
      value: '201',
      unit: 'mg/dL',
      referenceRange: '<201',
    })
    expect(one({ value: '<12.5', referenceRange: '>= 50' }).input).toMatchObject({ value: '<5.0', referenceRange: '>= 20.0' })
  })

  it('keeps the unit of tests and units it has no established conversion for', () => {
    for (const [testName, unit] of [
      ['1,25-Dihydroxyvitamin D', 'pmol/L'],
      ['1,25-Dihydroxy vitamin D', 'nmol/L'],
      ['Holotranscobalamin (active B12)', 'pmol/L'],
      ['Hemoglobin A1c', 'mmol/L'],
      ['HDL Cholesterol', 'mmol/L'],
      ['Magnesium', 'mmol/L'],
      ['Vitamin D, 25-OH', 'ng/mL'],
      ['Vitamin D, 25-OH', 'µg/L'],
    ]) {
      expect(one({ testName, unit, value: '2.5' }), `${testName} in ${unit}`).toMatchObject({
        input: { value: '2.5', unit },
        conversion: null,
      })
    }
  })

  it('recognises a test by its LOINC code whatever its name', () => {
    expect(one({ testName: 'Calcidiol', loinc: '14635-7' }).input.unit).toBe('ng/mL')
    expect(one({ testName: 'B-12 (serum)', loinc: '14685-2', unit: 'pmol/L', value: '300' }).input.value).toBe('407')
  })

  it('keeps the unit when the value is not a number or the range cannot be converted, and says why', () => {
    expect(one({ value: 'see comment' })).toMatchObject({
      input: { value: 'see comment', unit: 'nmol/L' },
      conversion: null,
      unconverted: 'Kept in nmol/L: the value is not a number',
    })
    expect(one({ referenceRange: 'Adequate above 50' })).toMatchObject({
      input: { value: '25.0', unit: 'nmol/L', referenceRange: 'Adequate above 50' },
      unconverted: 'Kept in nmol/L: the reference range “Adequate above 50” could not be converted',
    })
  })

  it('every factor names a specific source', () => {
    for (const conversion of LAB_UNIT_CONVERSIONS) {
      expect(conversion.source, conversion.analyte).toMatch(/https:\/\/ods\.od\.nih\.gov\/factsheets\/\S+\/|PubChem CID \d+|SI Brochure/)
      expect(conversionFor(conversion.analyte, null, conversion.from), conversion.analyte).toBe(conversion)
    }
  })
})

describe('planLabImport: duplicates and errors', () => {
  it('skips a row that repeats an earlier row of the file (name in any case), and reports the rows it cannot read', () => {
    const parsed = parseLabCsv(LAB_CSV)
    const plan = planLabImport(parsed.rows, [])
    expect(plan.toAdd.map((lab) => [lab.where, lab.input.value, lab.input.unit, lab.conversion])).toEqual([
      ['Row 2', '25.0', 'ng/mL', '62.5 nmol/L → 25.0 ng/mL'],
      ['Row 3', '41', 'ng/mL', null],
      ['Row 8', '0.82', 'mmol/L', null],
    ])
    expect(plan.toAdd[0]!.input.referenceRange).toBe('30.0-100.2 ng/mL')
    expect(plan.toAdd[1]!.notes).toBe('after iron course')
    expect(plan.duplicates).toEqual([
      {
        row: 7,
        where: 'Row 7',
        testName: 'vitamin d 25-oh',
        value: '25.0',
        unit: 'ng/mL',
        testedAt: '2024-05-10T00:00:00.000Z',
        duplicateOf: 'Row 2',
      },
    ])
  })

  it('skips a result already saved, converted or as written, on the same day and in the same unit only', () => {
    const existing = [
      { testName: 'vitamin d, 25-oh', value: '10', unit: 'ng/mL', testedAt: '2024-05-10T00:00:00.000Z' },
      { testName: 'Ferritin', value: '41', unit: null, testedAt: '2024-05-10T14:00:00.000Z' },
    ]
    const plan = planLabImport(
      [
        row({ row: 2, where: 'Row 2' }),
        row({ row: 3, where: 'Row 3', testName: 'Ferritin', value: '41.0', unit: 'ng/mL' }),
        row({ row: 4, where: 'Row 4', testedAt: '2024-05-11T00:00:00.000Z' }),
        row({ row: 5, where: 'Row 5', value: '26' }),
        row({ row: 6, where: 'Row 6', value: '10', unit: 'mg/L' }),
      ],
      existing
    )
    expect(plan.duplicates.map((lab) => [lab.where, lab.duplicateOf])).toEqual([
      ['Row 2', ALREADY_SAVED],
      ['Row 3', ALREADY_SAVED],
    ])
    expect(plan.toAdd.map((lab) => lab.where)).toEqual(['Row 4', 'Row 5', 'Row 6'])
  })

  it('the same LOINC code under another name is the same test', () => {
    const plan = planLabImport(
      [
        row({ row: 1, where: 'Entry 1', testName: 'Ferritin', loinc: '2276-4', value: '40', unit: 'ng/mL' }),
        row({ row: 2, where: 'Entry 2', testName: 'Ferritin [Mass/volume] in Serum', loinc: '2276-4', value: '40', unit: 'ng/mL' }),
      ],
      []
    )
    expect(plan.duplicates.map((lab) => [lab.where, lab.duplicateOf])).toEqual([['Entry 2', 'Entry 1']])
  })

  it('refuses, with the field, what the lab result schema refuses', () => {
    const plan = planLabImport(
      [row({ value: '1'.repeat(101), unit: 'IU' }), row({ row: 3, where: 'Row 3', testName: 'x'.repeat(201) })],
      []
    )
    expect(plan.toAdd).toEqual([])
    expect(plan.errors).toEqual([
      { row: 2, where: 'Row 2', testName: 'Vitamin D, 25-OH', message: 'Value: String must contain at most 100 character(s)' },
      { row: 3, where: 'Row 3', testName: 'x'.repeat(201), message: 'Test name: String must contain at most 200 character(s)' },
    ])
  })
})
