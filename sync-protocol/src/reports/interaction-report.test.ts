import { describe, expect, it } from 'vitest'
import { buildReport } from './index.js'
import { knowledgeBase } from '../engine/testing/knowledge-base.js'
import { anaInput, assessment, emptyInput, journalEntry, prescription, stackItem } from './testing/report-fixture.js'
import { rowsOf, section, textOf } from './testing/sections.js'

const findingHeadings = (doc: ReturnType<typeof buildReport>) => doc.sections.filter((s) => s.level === 3).map((s) => s.heading)

describe('Interaction Report', () => {
  const doc = buildReport('interactions', anaInput())

  it('lists every interaction among prescriptions, assessment, stack and recent journal, most serious first', () => {
    expect(doc.title).toBe('Interaction Report')
    expect(doc.sections.filter((s) => s.level !== 3).map((s) => s.heading)).toEqual([
      'Summary',
      'What could not be checked',
      'Avoid: serious interaction (major)',
      'Use with caution (moderate)',
      'Minor interaction (minor)',
      'What was checked',
    ])
    expect(findingHeadings(doc)).toEqual([
      'Anticoagulants + Ginkgo Biloba',
      'Anticoagulants + Omega-3 Fish Oil',
      'Thyroid Hormones + Calcium',
      'Thyroid Hormones + Magnesium Glycinate',
      'Warfarin + Vitamin C',
    ])
    expect(section(doc, 'Summary').paragraphs).toContain('5 known interactions found: 1 serious (avoid), 3 use with caution and 1 minor.')
    expect(section(doc, 'Avoid: serious interaction (major)').emphasis).toBe('warning')
  })

  it('says where each side of a pair came from, what happens and what to do, with the row’s sources', () => {
    const ginkgo = section(doc, 'Anticoagulants + Ginkgo Biloba')
    const row = knowledgeBase().interactions.find((r) => r.medicationName === 'Anticoagulants' && r.supplementName === 'Ginkgo Biloba')!
    expect(ginkgo.paragraphs).toEqual([
      'In what you take: Coumadin 5 mg (from your prescriptions) with Ginkgo Biloba (from your journal in the last 30 days).',
      `What happens: ${row.description}`,
      `What to do: ${row.recommendation}`,
      `Evidence: ${row.evidence}.`,
      `Sources: ${row.sources.map((s) => `${s.title} (${s.publisher})`).join('; ')}.`,
    ])
    expect(section(doc, 'Thyroid Hormones + Calcium').paragraphs![0]).toBe(
      'In what you take: Levothyroxine 50 mcg (from your latest assessment) with Calcium (from your latest assessment).'
    )
    expect(section(doc, 'Thyroid Hormones + Magnesium Glycinate').paragraphs![0]).toBe(
      'In what you take: Levothyroxine 50 mcg (from your latest assessment) with Magnesium Glycinate (from your supplement stack).'
    )
    // Every row's sources are in the report's source list, each once.
    const urls = doc.sources.map((s) => s.url)
    for (const source of row.sources) expect(urls).toContain(source.url)
    expect(urls).toContain('https://medlineplus.gov/druginfo/meds/a682277.html')
    expect(new Set(urls).size).toBe(urls.length)
  })

  it('lists what it could not read, and warns in the summary', () => {
    expect(section(doc, 'What could not be checked').paragraphs![0]).toBe(
      'We could not check “Xyzzolam 10 mg”. It was written in your prescriptions.'
    )
    expect(section(doc, 'Summary').emphasis).toBe('warning')
    expect(textOf(section(doc, 'Summary'))).toContain(
      '1 thing could not be checked (listed below): there may be more interactions than these.'
    )
  })

  it('leaves out a stopped supplement, an ended prescription and journal entries older than 30 days', () => {
    const text = textOf(doc)
    expect(text).not.toContain('Vitamin K')
    expect(text).not.toContain('Sertraline')
    expect(text).not.toContain("St. John's Wort")
    expect(rowsOf(section(doc, 'What was checked'))).toEqual([
      { 'What you take': 'Coumadin 5 mg', 'Read as': 'Warfarin', Kind: 'Medicine', From: 'your prescriptions' },
      { 'What you take': 'Levothyroxine 50 mcg', 'Read as': 'Levothyroxine', Kind: 'Medicine', From: 'your latest assessment' },
      {
        'What you take': 'Vitamin D3',
        'Read as': 'Vitamin D3',
        Kind: 'Supplement',
        From: 'your supplement stack and your journal in the last 30 days',
      },
      { 'What you take': 'Omega-3 Fish Oil', 'Read as': 'Omega-3 Fish Oil', Kind: 'Supplement', From: 'your supplement stack' },
      { 'What you take': 'Magnesium Glycinate', 'Read as': 'Magnesium Glycinate', Kind: 'Supplement', From: 'your supplement stack' },
      { 'What you take': 'calcium', 'Read as': 'Calcium', Kind: 'Supplement', From: 'your latest assessment' },
      { 'What you take': 'vitamin c', 'Read as': 'Vitamin C', Kind: 'Supplement', From: 'your latest assessment' },
      { 'What you take': 'Ginkgo Biloba', 'Read as': 'Ginkgo Biloba', Kind: 'Supplement', From: 'your journal in the last 30 days' },
    ])
  })

  it('never says there are no interactions while something could not be read', () => {
    const input = emptyInput({
      prescriptions: [prescription('Coumadn')],
      journal: [journalEntry('2026-11-24T08:00:00.000Z', { supplementsTaken: ['Fish oil'] })],
      assessment: assessment({ currentSupplements: 'zorblax drops' }),
    })
    const unread = buildReport('interactions', input)
    expect(findingHeadings(unread)).toEqual([])
    const gaps = section(unread, 'What could not be checked').paragraphs!
    expect(gaps[0]).toMatch(/^We could not check “Coumadn”\. Did you mean .*Warfarin/)
    expect(gaps).toContain('We could not check “zorblax drops”. It was written in the supplements in your latest assessment.')
    const summary = textOf(section(unread, 'Summary'))
    expect(summary).toContain('so this report cannot say there are none')
    expect(textOf(unread)).not.toMatch(/No known interactions were found among what is listed/)
  })

  it('treats a stack supplement missing from the reference data as unchecked', () => {
    const input = emptyInput({ stack: [{ ...stackItem('Vitamin D3'), supplementId: 9999 }], prescriptions: [prescription('Warfarin')] })
    const gaps = section(buildReport('interactions', input), 'What could not be checked').paragraphs!
    expect(gaps[0]).toBe(
      'We could not check supplement #9999: it is not in the reference data this report was made with. It was written in your supplement stack.'
    )
  })

  it('says plainly when what could be read has no known interaction, or when nothing is recorded', () => {
    const clean = buildReport(
      'interactions',
      emptyInput({ prescriptions: [prescription('Warfarin')], stack: [stackItem('Creatine Monohydrate')] })
    )
    expect(textOf(section(clean, 'Summary'))).toContain('No known interactions were found among what is listed under “What was checked”')
    expect(clean.sections.map((s) => s.heading)).toEqual(['Summary', 'What was checked'])

    const nothing = buildReport('interactions', emptyInput())
    expect(textOf(section(nothing, 'Summary'))).toMatch(/Nothing to check/)
    expect(section(nothing, 'What was checked').empty).toBe('Nothing is recorded to check.')
  })
})
