import { describe, expect, it } from 'vitest'
import { buildReport } from './index.js'
import { emptyInput, labResult } from './testing/report-fixture.js'
import { rowsOf, section, textOf } from './testing/sections.js'

const results = [
  // Given out of order, with the test's name spelt three ways.
  labResult('vitamin d 25-OH', '42', '2026-11-20', { unit: 'ng/mL', referenceRange: '30-100' }),
  labResult('Vitamin D, 25-OH', '18', '2026-01-03', { unit: 'ng/mL', referenceRange: '30-100', status: 'normal' }),
  labResult('Vitamin D 25 OH', '27.5', '2026-06-15', { unit: 'ng/mL', referenceRange: '30-100' }),
  labResult('HbA1c', '5.9', '2026-06-01', { unit: '%', referenceRange: '<5.7' }),
  labResult('HbA1c', '48', '2026-09-01', { unit: 'mmol/mol', referenceRange: '<42' }),
  labResult('ANA screen', 'positive', '2026-03-10', { status: 'high' }),
]

describe('Lab Trends', () => {
  const doc = buildReport('lab-trends', emptyInput({ labResults: results }))

  it('covers the period of the results and lists each test once, alphabetically', () => {
    expect(doc.title).toBe('Lab Trends')
    expect(doc.subtitle).toBe('6 results, 3 Jan 2026 – 20 Nov 2026')
    expect(rowsOf(section(doc, 'Summary')).map((row) => row.Test)).toEqual(['ANA screen', 'HbA1c', 'vitamin d 25-OH'])
    expect(doc.sections.filter((s) => s.level === 3).map((s) => s.heading)).toEqual(['ANA screen', 'HbA1c', 'vitamin d 25-OH'])
  })

  it('lists a test’s results oldest first, each with its status against its range', () => {
    expect(rowsOf(section(doc, 'vitamin d 25-OH'))).toEqual([
      // Recorded as normal, but 18 is under 30: the computed status wins, as everywhere in the app.
      { Date: '3 Jan 2026', Value: '18 ng/mL', 'Reference range': '30-100', Status: 'Low' },
      { Date: '15 Jun 2026', Value: '27.5 ng/mL', 'Reference range': '30-100', Status: 'Low' },
      { Date: '20 Nov 2026', Value: '42 ng/mL', 'Reference range': '30-100', Status: 'Normal' },
    ])
    expect(rowsOf(section(doc, 'ANA screen'))).toEqual([
      { Date: '10 Mar 2026', Value: 'positive', 'Reference range': 'Not given', Status: 'High' },
    ])
  })

  it('states the change from first to last only between two numbers in one unit', () => {
    const summary = rowsOf(section(doc, 'Summary'))
    expect(summary.find((row) => row.Test === 'vitamin d 25-OH')).toEqual({
      Test: 'vitamin d 25-OH',
      'Latest result': '42 ng/mL (20 Nov 2026)',
      Status: 'Normal',
      'Reference range': '30-100',
      'Change, first to last': '+24 ng/mL (+133%) from 3 Jan 2026 to 20 Nov 2026',
      Results: '3',
    })
    expect(summary.find((row) => row.Test === 'HbA1c')!['Change, first to last']).toBe('Not comparable (not two numbers in the same unit)')
    expect(summary.find((row) => row.Test === 'ANA screen')!['Change, first to last']).toBe('One result')
  })

  it('charts a test’s values with its reference range as a band', () => {
    const [chart] = section(doc, 'vitamin d 25-OH').charts!
    expect(chart!.series).toEqual([
      {
        label: 'vitamin d 25-OH',
        points: [
          { x: '2026-01-03', y: 18 },
          { x: '2026-06-15', y: 27.5 },
          { x: '2026-11-20', y: 42 },
        ],
      },
    ])
    expect(chart!.band).toEqual({ low: 30, high: 100, label: 'Reference range 30-100' })
    expect(chart!.unit).toBe('ng/mL')
    expect(chart!.summary).toBe(
      'vitamin d 25-OH from 18 ng/mL on 3 Jan 2026 to 42 ng/mL on 20 Nov 2026 (3 results); reference range 30-100.'
    )
  })

  it('leaves a value in another unit off the chart, and says so', () => {
    const hba1c = section(doc, 'HbA1c')
    expect(hba1c.charts![0]!.series[0]!.points).toEqual([{ x: '2026-09-01', y: 48 }])
    expect(hba1c.charts![0]!.band).toEqual({ low: null, high: 42, label: 'Reference range <42' })
    expect(textOf(hba1c)).toContain('1 result in another unit than mmol/mol, or not a number, is in the table but not on the chart.')
    // Nothing numeric: no chart at all.
    expect(section(doc, 'ANA screen').charts).toBeUndefined()
  })

  it('cites the basis of low, normal and high', () => {
    expect(doc.sources.map((s) => s.url)).toEqual(['https://medlineplus.gov/lab-tests/how-to-understand-your-lab-results/'])
  })

  it('says when there are no results', () => {
    const empty = buildReport('lab-trends', emptyInput())
    expect(empty.subtitle).toBe('No lab results recorded')
    expect(section(empty, 'Lab results').empty).toMatch(/^No lab results recorded\./)
  })
})
