import { describe, expect, it } from 'vitest'
import { buildReport, reportFileName, REPORT_DISCLAIMER, MEDICAL_DISCLAIMER } from './index.js'
import { anaInput, checkIn, dose, emptyInput, journalEntry, prescription, stackItem } from './testing/report-fixture.js'
import { rowsOf, section, textOf } from './testing/sections.js'

describe('Supplement Report', () => {
  const doc = buildReport('supplements', anaInput())

  it('names the person, the period, and carries the disclaimer, in its sections’ order', () => {
    expect(doc.title).toBe('Supplement Report')
    expect(doc.person.name).toBe('Ana Silva')
    expect(doc.subtitle).toBe('Last 30 days: 27 Oct 2026 – 25 Nov 2026')
    expect(doc.generatedAt).toBe('2026-11-25T12:00:00.000Z')
    expect(doc.disclaimer).toBe(REPORT_DISCLAIMER)
    expect(doc.disclaimer.startsWith(MEDICAL_DISCLAIMER)).toBe(true)
    expect(doc.sections.map((s) => s.heading)).toEqual([
      'Your supplements',
      'Usual doses in the reference data',
      'Doses taken (last 30 days)',
      'Progress (last 4 weeks)',
      'Interaction warnings',
    ])
    expect(reportFileName(doc)).toBe('dosewise-supplement-report-2026-11-25.pdf')
  })

  it('lists the active stack by time of day with each dose and start date; a stopped supplement is not listed', () => {
    expect(rowsOf(section(doc, 'Your supplements'))).toEqual([
      { When: 'Morning, 08:00', Supplement: 'Vitamin D3', 'Your dose': '2,000 IU', Started: '1 Oct 2026' },
      { When: 'Evening, 21:00', Supplement: 'Magnesium Glycinate', 'Your dose': '200 mg', Started: '16 Nov 2026' },
      { When: 'Any time', Supplement: 'Omega-3 Fish Oil', 'Your dose': '1 g', Started: '1 Nov 2026' },
    ])
    expect(textOf(doc)).not.toContain('Vitamin K')
  })

  it('gives the reference data’s usual doses with the fact sheets they come from', () => {
    const usual = rowsOf(section(doc, 'Usual doses in the reference data'))
    expect(usual.map((row) => row.Supplement)).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'Omega-3 Fish Oil'])
    expect(usual[0]!['Usual dose']).toMatch(/IU/)
    const urls = doc.sources.map((s) => s.url)
    expect(urls).toContain('https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/')
    expect(urls).toContain('https://ods.od.nih.gov/factsheets/Magnesium-HealthProfessional/')
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('counts taken of planned doses over 30 days, in total and per supplement', () => {
    const part = section(doc, 'Doses taken (last 30 days)')
    expect(part.paragraphs![0]).toBe(
      'Of 64 planned doses from 27 Oct 2026 to 25 Nov 2026, you marked 39 taken (61%), 1 skipped and 24 not marked.'
    )
    expect(rowsOf(part)).toEqual([
      { Supplement: 'Vitamin D3', Planned: '30', Taken: '24', Skipped: '1', 'Not marked': '5', 'Taken (%)': '80%' },
      { Supplement: 'Omega-3 Fish Oil', Planned: '25', Taken: '11', Skipped: '0', 'Not marked': '14', 'Taken (%)': '44%' },
      { Supplement: 'Magnesium Glycinate', Planned: '9', Taken: '4', Skipped: '0', 'Not marked': '5', 'Taken (%)': '44%' },
    ])
    const [chart] = part.charts!
    expect(chart!.series[0]!.points).toHaveLength(30)
    expect(chart!.series[0]!.points[0]).toEqual({ x: '2026-10-27', y: 100 })
  })

  it('does not count doses before a supplement was started, nor today’s still to come', () => {
    const input = emptyInput({
      stack: [stackItem('Vitamin D3', { time: '18:00', startedAt: '2026-11-23T10:00:00.000Z' })],
      doses: [dose('Vitamin D3', '2026-11-20', 'taken', '18:00'), dose('Vitamin D3', '2026-11-23', 'taken', '18:00')],
    })
    const part = section(buildReport('supplements', input), 'Doses taken (last 30 days)')
    // 23 and 24 Nov planned (today's 18:00 is still to come at 12:00); 20 Nov was before the start.
    expect(part.paragraphs![0]).toMatch(/^Of 2 planned doses .* you marked 1 taken \(50%\), 0 skipped and 1 not marked\.$/)
  })

  it('shows the weekly journal and check-in averages of the last 4 weeks', () => {
    const input = anaInput({
      journal: [journalEntry('2026-11-20T20:00:00.000Z', { mood: 'excellent', energy: 'high', sleep: 'good', stress: 'low' })],
      checkIns: [
        checkIn('2026-11-24T18:00:00.000Z', { weekNumber: 3, overallWellbeing: 7, energyLevels: 6, sleepQuality: 5, stressLevels: 4 }),
      ],
    })
    const part = section(buildReport('supplements', input), 'Progress (last 4 weeks)')
    const weeks = rowsOf(part)
    expect(weeks.map((w) => w.Week)).toEqual([
      '29 Oct 2026 – 4 Nov 2026',
      '5 Nov 2026 – 11 Nov 2026',
      '12 Nov 2026 – 18 Nov 2026',
      '19 Nov 2026 – 25 Nov 2026',
    ])
    // Entry: 10, 10, 7.5, 10 (wellbeing 9.375); check-in: 7, 6, 5, stress 10 − 4 = 6.
    expect(weeks[3]).toEqual({
      Week: '19 Nov 2026 – 25 Nov 2026',
      Wellbeing: '8.2',
      Energy: '8.0',
      Sleep: '6.3',
      'Stress management': '8.0',
      Entries: '2',
    })
    expect(weeks[0]!.Wellbeing).toBe('—')
    expect(part.paragraphs).toContain(
      'Latest weekly check-in (week 3, 24 Nov 2026): wellbeing 7/10, energy 6/10, sleep 5/10, stress level 4/10, doses taken as stated 80%.'
    )
  })

  it('warns of interactions that concern the stack, points to the Interaction Report, and mentions what could not be checked', () => {
    const part = section(doc, 'Interaction warnings')
    expect(rowsOf(part)).toEqual([
      { Supplement: 'Omega-3 Fish Oil', Medicine: 'Coumadin 5 mg', Level: 'Use with caution' },
      { Supplement: 'Magnesium Glycinate', Medicine: 'Levothyroxine 50 mcg', Level: 'Use with caution' },
    ])
    expect(textOf(part)).toContain('The Interaction Report explains each one')
    expect(textOf(part)).toContain('1 thing you take could not be checked for interactions')
    expect(textOf(part)).not.toMatch(/no known interactions/i)
  })

  it('never says "no known interactions" while a medicine could not be read', () => {
    const input = emptyInput({ stack: [stackItem('Vitamin D3')], prescriptions: [prescription('Qwertyzine 20 mg')] })
    const part = section(buildReport('supplements', input), 'Interaction warnings')
    expect(part.emphasis).toBe('warning')
    expect(textOf(part)).not.toMatch(/no known interactions/i)
    expect(textOf(part)).toContain('could not be checked')
  })

  it('with nothing recorded, says so in every section', () => {
    const empty = buildReport('supplements', emptyInput())
    expect(section(empty, 'Your supplements').empty).toMatch(/^No supplements in your stack/)
    expect(section(empty, 'Doses taken (last 30 days)').empty).toBe('No doses were planned in the last 30 days.')
    expect(section(empty, 'Progress (last 4 weeks)').empty).toBe('No journal entries or check-ins in the last 4 weeks.')
    expect(textOf(section(empty, 'Interaction warnings'))).toContain('There is no stack to check.')
    expect(empty.sources).toEqual([])
  })
})
