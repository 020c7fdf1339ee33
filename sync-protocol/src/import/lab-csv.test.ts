import { describe, expect, it } from 'vitest'
import { looksLikeFormula, parseLabCsv } from './lab-csv.js'
import { LAB_CSV } from './testing/lab-fixtures.js'

describe('parseLabCsv', () => {
  const parsed = parseLabCsv(LAB_CSV)

  it('reads the rows by their headers, numbered as a spreadsheet numbers them', () => {
    expect(parsed.rows.map((row) => [row.where, row.testName, row.value, row.unit, row.referenceRange, row.testedAt])).toEqual([
      ['Row 2', 'Vitamin D 25-OH', '62.5', 'nmol/L', '75-250 nmol/L', '2024-05-10T00:00:00.000Z'],
      ['Row 3', 'Ferritin', '41', 'ng/mL', '30-400', '2024-05-10T00:00:00.000Z'],
      ['Row 7', 'vitamin d 25-oh', '62.5', 'nmol/L', '75-250 nmol/L', '2024-05-10T00:00:00.000Z'],
      ['Row 8', 'Magnesium', '0.82', 'mmol/L', '0.70-1.00', '2024-05-10T00:00:00.000Z'],
    ])
    expect(parsed.rows[1]).toMatchObject({ notes: 'after iron course', loinc: null })
    expect(parsed.rows[0]).toMatchObject({ notes: null })
  })

  it('refuses a date it would have to guess and a cell that is a formula, with the row', () => {
    expect(parsed.errors).toEqual([
      { row: 4, where: 'Row 4', testName: 'Total Cholesterol', message: 'The date “05/10/2024” is not a full date in the form YYYY-MM-DD' },
      {
        row: 5,
        where: 'Row 5',
        testName: 'Glucose',
        message: 'The value “=HYPERLINK("http://evil.example","5.1")” looks like a spreadsheet formula, not a lab result',
      },
    ])
  })

  it('accepts the other header names in any case, any delimiter, and a byte order mark', () => {
    const text = '\uFEFFNAME;Value;UNIT;range;Tested_At;LOINC\nHDL;1.4;mmol/L;>1.0;2024-05-10;2085-9\n'
    expect(parseLabCsv(text)).toEqual({
      rows: [
        {
          row: 2,
          where: 'Row 2',
          testName: 'HDL',
          loinc: '2085-9',
          value: '1.4',
          unit: 'mmol/L',
          referenceRange: '>1.0',
          testedAt: '2024-05-10T00:00:00.000Z',
          notes: null,
        },
      ],
      errors: [],
      skipped: [],
    })
    expect(parseLabCsv('test,result,date\nFerritin,40,2024-05-10').rows).toHaveLength(1)
  })

  it('a missing value or date, or a row whose cells do not line up, is an error of that row', () => {
    const text = [
      'Test,Value,Unit,Date',
      'Ferritin,,ng/mL,2024-05-10',
      'Ferritin,40,ng/mL,',
      'Iron,1,200,ug/dL,2024-05-10',
      ',40,ng/mL,2024-05-10',
    ].join('\n')
    expect(parseLabCsv(text).errors.map((error) => [error.where, error.message])).toEqual([
      ['Row 2', 'Value is required'],
      ['Row 3', 'Test date is required'],
      ['Row 4', 'This row has a different number of cells than the header row (Too many fields: expected 4 fields but parsed 5)'],
      ['Row 5', 'Test name is required'],
    ])
  })

  it('a header without the needed columns, or an empty file, is one problem of the file', () => {
    expect(parseLabCsv('Analyte,Amount\nFerritin,40').errors).toEqual([
      {
        row: 0,
        where: 'File',
        testName: null,
        message:
          'The header row has no column for: test name (test, test name, name); value (value, result); date (date, tested at, collected, test date)',
      },
    ])
    expect(parseLabCsv('').errors[0]?.message).toBe('The file is empty: it needs a header row and one row per result')
  })
})

describe('looksLikeFormula', () => {
  it.each(['=1+2', '@SUM(A1)', "+cmd|' /C calc'!A0", '-2+HYPERLINK("x")', '\t=1'])('%j is a formula', (cell) => {
    expect(looksLikeFormula(cell)).toBe(true)
  })
  it.each(['-1.5', '+2', '-2 - 2', '<5', 'positive', '2+'])('%j is not', (cell) => {
    expect(looksLikeFormula(cell)).toBe(false)
  })
})
