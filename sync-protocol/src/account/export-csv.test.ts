import { describe, expect, it } from 'vitest'
import Papa from 'papaparse'
import { escapeCsvCell, toCsv } from './export-csv.js'

describe('escapeCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+cmd|/C calc!A0', `'+cmd|/C calc!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['+44 20 7946 0000', `'+44 20 7946 0000`],
  ])('puts a quote before %j', (text, escaped) => {
    expect(escapeCsvCell(text)).toBe(escaped)
  })

  it.each(['Slept badly', 'a=b', ' =1', '', '-1.5', '+3', '42', 'Vitamin D, 25-OH'])('leaves %j as it is', (text) => {
    expect(escapeCsvCell(text)).toBe(text)
  })
})

describe('toCsv', () => {
  it('writes a header of every column and a quoted, escaped row a spreadsheet reads back as text', () => {
    const csv = toCsv([
      { id: 'a', notes: '=1+1, "quoted"\nnext line', value: -3, list: ['x'] },
      { id: 'b', extra: true, notes: null },
    ])
    const parsed = Papa.parse<string[]>(csv.trim(), { newline: '\r\n' }).data
    expect(parsed[0]).toEqual(['id', 'notes', 'value', 'list', 'extra'])
    expect(parsed[1]).toEqual(['a', `'=1+1, "quoted"\nnext line`, '-3', '["x"]', ''])
    expect(parsed[2]).toEqual(['b', '', '', '', 'true'])
  })

  it('writes the header alone for a table with no rows', () => {
    expect(toCsv([], ['id', 'user_id'])).toBe('id,user_id')
  })
})
