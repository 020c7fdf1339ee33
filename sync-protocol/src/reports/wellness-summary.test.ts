import { describe, expect, it } from 'vitest'
import { buildReport } from './index.js'
import { checkIn, emptyInput, journalEntry, reminderSettings } from './testing/report-fixture.js'
import { rowsOf, section, textOf } from './testing/sections.js'

// Window: 27 Oct – 25 Nov 2026; halves 27 Oct – 10 Nov and 11 – 25 Nov.
const journal = [
  // 28 Oct: poor / low / poor / high → 2.5, 3, 2.5, 3 (wellbeing 2.75).
  journalEntry('2026-10-28T20:00:00.000Z', { mood: 'poor', energy: 'low', sleep: 'poor', stress: 'high' }),
  // 20 Nov, twice: excellent / high / excellent / low (10s) and good / medium / good / moderate (7.5, 6, 7.5, 6).
  journalEntry('2026-11-20T08:00:00.000Z', { mood: 'excellent', energy: 'high', sleep: 'excellent', stress: 'low' }),
  journalEntry('2026-11-20T20:00:00.000Z', { mood: 'good', energy: 'medium', sleep: 'good', stress: 'moderate' }),
  // Outside the window.
  journalEntry('2026-10-20T20:00:00.000Z', { mood: 'excellent' }),
]
// 22 Nov: wellbeing 8, energy 7, sleep 6, stress level 2 → stress management 8.
const checkIns = [checkIn('2026-11-22T10:00:00.000Z', { overallWellbeing: 8, energyLevels: 7, sleepQuality: 6, stressLevels: 2 })]

describe('Wellness Summary', () => {
  const doc = buildReport('wellness', emptyInput({ journal, checkIns }))

  it('covers the last 30 days, with averages, the day-by-day table and the shift comparison', () => {
    expect(doc.title).toBe('Wellness Summary')
    expect(doc.subtitle).toBe('Last 30 days: 27 Oct 2026 – 25 Nov 2026')
    expect(doc.sections.map((s) => s.heading)).toEqual(['Averages', 'Day by day', 'By shift'])
  })

  it('averages each measure over the days, and compares the two halves of the month', () => {
    const averages = section(doc, 'Averages')
    expect(averages.paragraphs![0]).toBe(
      'From 3 journal entries and 1 weekly check-in on 3 days. Scores out of 10, higher is better (for stress, higher means calmer).'
    )
    // Wellbeing by day: 28 Oct 2.75, 20 Nov 8.375 (the mean of 10 and 6.75), 22 Nov 8; the average is the
    // mean of the days. Mood comes from the journal only: 2.5 and 8.75.
    expect(rowsOf(averages)).toEqual([
      { Measure: 'Wellbeing', Average: '6.4', Days: '3', 'First 15 days': '2.8', 'Last 15 days': '8.2', Change: 'Up 5.4' },
      { Measure: 'Mood', Average: '5.6', Days: '2', 'First 15 days': '2.5', 'Last 15 days': '8.8', Change: 'Up 6.3' },
      { Measure: 'Energy', Average: '6.0', Days: '3', 'First 15 days': '3.0', 'Last 15 days': '7.5', Change: 'Up 4.5' },
      { Measure: 'Sleep', Average: '5.8', Days: '3', 'First 15 days': '2.5', 'Last 15 days': '7.4', Change: 'Up 4.9' },
      { Measure: 'Stress management', Average: '6.3', Days: '3', 'First 15 days': '3.0', 'Last 15 days': '8.0', Change: 'Up 5.0' },
    ])
    const chart = averages.charts![0]!
    expect(chart.yRange).toEqual([0, 10])
    expect(chart.series.find((s) => s.label === 'Sleep')!.points).toEqual([
      { x: '2026-10-28', y: 2.5 },
      { x: '2026-11-20', y: 8.8 },
      { x: '2026-11-22', y: 6 },
    ])
    expect(rowsOf(section(doc, 'Day by day')).map((row) => [row.Day, row.Entries])).toEqual([
      ['28 Oct 2026', '1'],
      ['20 Nov 2026', '2'],
      ['22 Nov 2026', '1'],
    ])
  })

  it('says no rota is set when there is none', () => {
    expect(section(doc, 'By shift').empty).toBe(
      'No shift rota is set, so days cannot be compared by shift. You can add your rota on the Notifications screen, under Dose times.'
    )
  })

  it('compares day-shift, night-shift and off days from the journal when a rota is set', () => {
    // D D N N O O from 1 Nov: 1 Nov day, 3 and 4 Nov night, 5 Nov off.
    const rota = { pattern: ['day', 'day', 'night', 'night', 'off', 'off'] as const, startsOn: '2026-11-01' }
    const input = emptyInput({
      timeZone: 'America/New_York',
      reminderSettings: reminderSettings({ timeZone: 'America/New_York', rota: { ...rota, pattern: [...rota.pattern] } }),
      journal: [
        journalEntry('2026-11-01T15:00:00.000Z', { sleep: 'good' }),
        journalEntry('2026-11-03T15:00:00.000Z', { sleep: 'poor' }),
        // 02:00 UTC on 5 Nov is still 4 Nov (a night shift) in New York.
        journalEntry('2026-11-05T02:00:00.000Z', { sleep: 'fair' }),
        journalEntry('2026-11-05T15:00:00.000Z', { sleep: 'excellent' }),
      ],
      // A check-in covers a week of shifts: not part of the comparison.
      checkIns: [checkIn('2026-11-03T15:00:00.000Z', { sleepQuality: 10 })],
    })
    const part = section(buildReport('wellness', input), 'By shift')
    expect(part.paragraphs![0]).toBe(
      'Your rota: D D N N O O (D day shift, N night shift, O off) from 1 Nov 2026; day shifts 07:00–19:00, night shifts 19:00–07:00, 12 hours.'
    )
    expect(rowsOf(part).map((row) => [row.Shift, row['Days with entries'], row.Sleep])).toEqual([
      ['Day shift', '1', '7.5'],
      ['Night shift', '2', '3.8'],
      ['Day off', '1', '10.0'],
    ])
    expect(part.paragraphs).toContain('Sleep averaged 7.5 on day-shift days, 3.8 on night-shift days and 10.0 on days off.')
    expect(textOf(part)).toContain('Some shifts have fewer than 3 days with entries')
    expect(textOf(part)).toContain('not evidence that shifts cause a difference')
  })

  it('says when there is nothing to summarise', () => {
    const empty = buildReport('wellness', emptyInput())
    expect(section(empty, 'Averages').empty).toBe('No journal entries or check-ins in the last 30 days.')
    expect(empty.sections.map((s) => s.heading)).toEqual(['Averages', 'By shift'])
  })
})
