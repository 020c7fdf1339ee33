import { describe, expect, it } from 'vitest'
import { parseFhirBundle } from './fhir-bundle.js'
import { PORTAL_BUNDLE } from './testing/lab-fixtures.js'

const bundleOf = (...resources: unknown[]) => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: resources.map((resource) => ({ resource })),
})
const observation = (extra: Record<string, unknown>) => ({
  resourceType: 'Observation',
  status: 'final',
  code: { text: 'Ferritin' },
  effectiveDateTime: '2024-01-05',
  valueQuantity: { value: 50, unit: 'ng/mL' },
  ...extra,
})

describe('parseFhirBundle: a patient portal export', () => {
  const parsed = parseFhirBundle(PORTAL_BUNDLE)

  it('reads every Observation that is a result, one row per component', () => {
    expect(parsed.rows.map((row) => [row.where, row.testName, row.value, row.unit])).toEqual([
      ['Entry 2', 'Vitamin D, 25-Hydroxy', '45', 'nmol/L'],
      ['Entry 3', 'Cobalamin (Vitamin B12) [Moles/volume] in Serum or Plasma', '300', 'pmol/L'],
      ['Entry 4, component 1', 'Systolic blood pressure', '128', 'mmHg'],
      ['Entry 4, component 2', 'Diastolic blood pressure', '82', 'mmHg'],
      ['Entry 6', 'Ferritin', '38', 'µg/L'],
      ['Entry 7', 'Glucose, fasting', '5.4', 'mmol/L'],
      ['Entry 10', 'Urine nitrite', 'Negative', null],
    ])
  })

  it('keeps the LOINC code, the reference range, the notes and the day as the lab wrote it', () => {
    expect(parsed.rows[0]).toEqual({
      row: 2,
      where: 'Entry 2',
      testName: 'Vitamin D, 25-Hydroxy',
      loinc: '1989-3',
      value: '45',
      unit: 'nmol/L',
      referenceRange: '75-250',
      // 08:15 in New York on 1 March is 1 March, whatever the device's zone.
      testedAt: '2024-03-01T00:00:00.000Z',
      notes: 'Drawn fasting',
    })
    expect(parsed.rows[1]).toMatchObject({ loinc: '14685-2', referenceRange: '145-569 pmol/L' })
    expect(parsed.rows[2]).toMatchObject({ loinc: '8480-6', testedAt: '2024-03-01T00:00:00.000Z', referenceRange: null })
    expect(parsed.rows[4]).toMatchObject({ testedAt: '2024-02-20T00:00:00.000Z', referenceRange: '30-400' })
    expect(parsed.rows[5]).toMatchObject({ testedAt: '2024-02-20T00:00:00.000Z', referenceRange: '3.9-5.5' })
  })

  it('says why a result without a value or without a full date is not read', () => {
    expect(parsed.errors).toEqual([
      { row: 8, where: 'Entry 8', testName: 'Hemoglobin A1c', message: 'Value is required (the file says: Specimen hemolyzed)' },
      { row: 9, where: 'Entry 9', testName: 'TSH', message: 'The date “2024-02” is not a full date in the form YYYY-MM-DD' },
    ])
  })

  it('passes over the Patient, the report and the result entered in error, and says so', () => {
    expect(parsed.skipped).toEqual([
      { row: 1, where: 'Entry 1', reason: 'a Patient, not a lab result' },
      { row: 5, where: 'Entry 5', reason: 'Glucose, fasting marked as entered in error' },
      { row: 11, where: 'Entry 11', reason: 'a DiagnosticReport, not a lab result' },
    ])
  })

  it('reads the file text as well as parsed JSON', () => {
    expect(parseFhirBundle(JSON.stringify(PORTAL_BUNDLE))).toEqual(parsed)
  })
})

describe('parseFhirBundle: what is not a bundle of results', () => {
  it.each([
    ['{"resourceType": "Bundle", ', 'The file is not valid JSON, so it cannot be a FHIR bundle'],
    [[1, 2], 'The file is not a FHIR Bundle (it holds no JSON object)'],
    [null, 'The file is not a FHIR Bundle (it holds no JSON object)'],
    [{ resourceType: 'Patient', id: 'p1' }, 'The file is a FHIR Patient, not a Bundle of results'],
    [{ name: 'results' }, 'The file is not a FHIR Bundle (it has no resourceType)'],
    [{ resourceType: 'Bundle', type: 'collection', entry: [] }, 'The bundle has no entries'],
  ])('%j → one problem of the whole file, never a throw', (input, message) => {
    expect(parseFhirBundle(input)).toEqual({ rows: [], errors: [{ row: 0, where: 'File', testName: null, message }], skipped: [] })
  })

  it('cancelled results are passed over; amended and preliminary ones are read', () => {
    const parsed = parseFhirBundle(
      bundleOf(observation({ status: 'cancelled' }), observation({ status: 'preliminary' }), observation({ status: 'amended' }))
    )
    expect(parsed.skipped).toEqual([{ row: 1, where: 'Entry 1', reason: 'Ferritin marked as cancelled' }])
    expect(parsed.rows.map((row) => row.row)).toEqual([2, 3])
  })

  it('a result without a name, a date, or with a date that does not exist is an error of its row', () => {
    const parsed = parseFhirBundle(
      bundleOf(
        observation({ code: { coding: [{ system: 'http://loinc.org', code: '2276-4' }] } }),
        observation({ effectiveDateTime: undefined }),
        observation({ effectiveDateTime: '2024-02-30' }),
        observation({ effectiveDateTime: 'last Tuesday' }),
        observation({ valueQuantity: undefined, valueRatio: { numerator: { value: 1 }, denominator: { value: 160 } } })
      )
    )
    expect(parsed.rows).toEqual([])
    expect(parsed.errors.map((error) => error.message)).toEqual([
      "Test name is required: the observation's code has no text or display",
      'Test date is required: the observation has no effectiveDateTime, effectivePeriod.start or issued',
      'The date “2024-02-30” does not exist',
      'The date “last Tuesday” is not a full date in the form YYYY-MM-DD',
      "The value is a valueRatio, which can't be imported as a lab result",
    ])
  })

  it('keeps a comparator, reads one-sided ranges and integer values', () => {
    const parsed = parseFhirBundle(
      bundleOf(
        observation({ valueQuantity: { value: 0.5, comparator: '<', unit: 'mg/L' }, referenceRange: [{ high: { value: 5 } }] }),
        observation({ valueQuantity: undefined, valueInteger: 3, referenceRange: [{ low: { value: 1 } }] }),
        observation({ valueQuantity: undefined, valueString: '  trace ' })
      )
    )
    expect(parsed.rows.map((row) => [row.value, row.unit, row.referenceRange])).toEqual([
      ['<0.5', 'mg/L', '<=5'],
      ['3', null, '>=1'],
      ['trace', null, null],
    ])
  })
})
