import { describe, expect, it } from 'vitest'
import { buildNameIndex } from './name-index.js'
import { editDistance } from './fuzzy.js'
import { describeResolved, parseEntries, parseEntry, splitEntries } from './parse-entries.js'

const index = buildNameIndex({
  supplements: [
    { name: 'Omega-3 Fish Oil', aliases: ['fish oil', 'omega 3'] },
    { name: 'Niacin', aliases: ['vitamin b3'] },
    { name: 'SAMe', aliases: ['same'] },
    { name: 'Coenzyme Q10', aliases: ['coq10'] },
  ],
  medications: [
    { name: 'Warfarin', aliases: ['coumadin'], classes: ['anticoagulants'] },
    { name: 'Rivaroxaban', aliases: ['xarelto'], classes: ['anticoagulants'] },
    { name: 'Codeine', aliases: ['tylenol with codeine'], classes: [] },
    { name: 'Acetaminophen', aliases: ['tylenol'], classes: [] },
    { name: 'Lisinopril', aliases: [], classes: [] },
    { name: 'Niaspan', aliases: ['niacin'], classes: [] },
  ],
  classes: [{ name: 'Anticoagulants', slug: 'anticoagulants', aliases: ['blood thinner'] }],
})
const names = (text: string, field: 'medication' | 'supplement' = 'medication') =>
  parseEntries(index, text, field).flatMap((e) => e.resolved.map((r) => r.name))

describe('parseEntries', () => {
  it('splits at lines, commas, semicolons, "+" and "&", and scans "and" inside an entry', () => {
    expect(splitEntries('warfarin, lisinopril; fish oil\ncoq10 + niacin & tylenol')).toEqual([
      'warfarin',
      'lisinopril',
      'fish oil',
      'coq10',
      'niacin',
      'tylenol',
    ])
    expect(names('warfarin and lisinopril')).toEqual(['Warfarin', 'Lisinopril'])
  })

  it('drops doses, units, frequencies, forms, routes and timing', () => {
    expect(parseEntry(index, 'Coumadin 2.5mg tablets by mouth once daily in the evening', 'medication')).toMatchObject({
      status: 'recognised',
      unrecognised: [],
    })
    expect(names('lisinopril 10 mg ER 2x per day before breakfast as needed')).toEqual(['Lisinopril'])
  })

  it('reads a reason in brackets or after "for" only when nothing else names a medicine', () => {
    expect(parseEntry(index, 'lisinopril 10mg (blood pressure)', 'medication')).toMatchObject({ status: 'recognised' })
    expect(names('lisinopril for my blood thinner worries')).toEqual(['Lisinopril'])
    expect(names('my heart pill (warfarin)')).toEqual(['Warfarin'])
    expect(names('blood thinner (Xarelto)')).toEqual(['Anticoagulants', 'Rivaroxaban'])
  })

  it('says "none" for none, nothing and n/a', () => {
    for (const text of ['none', 'Nothing', 'n/a', 'no meds', 'not taking any medications'])
      expect(parseEntries(index, text, 'medication')[0]!.status, text).toBe('none')
  })

  it('takes words that are also everyday words as names only when they are the whole entry', () => {
    expect(names('SAMe 400', 'supplement')).toEqual(['SAMe'])
    expect(names('the same dose as before', 'supplement')).toEqual([])
  })

  it('ignores spaces inside a name and prefers the longest name', () => {
    expect(names('fishoil', 'supplement')).toEqual(['Omega-3 Fish Oil'])
    expect(names('co q 10', 'supplement')).toEqual(['Coenzyme Q10'])
    expect(names('Tylenol with codeine')).toEqual(['Codeine'])
  })

  it('lets the field decide when a name is both a medicine and a supplement', () => {
    expect(names('niacin 500', 'medication')).toEqual(['Niaspan'])
    expect(names('niacin 500', 'supplement')).toEqual(['Niacin'])
  })

  it('only suggests a near spelling, never takes it', () => {
    const [entry] = parseEntries(index, 'coumadn 5mg', 'medication')
    expect(entry).toMatchObject({ status: 'unrecognised', resolved: [] })
    expect(entry!.unrecognised).toEqual([{ text: 'coumadn', suggestions: [{ kind: 'medication', name: 'Warfarin', label: 'coumadin' }] }])
    expect(parseEntry(index, 'xq', 'medication').unrecognised[0]!.suggestions).toEqual([])
  })

  it('describes what an entry resolved to', () => {
    const [coumadin] = parseEntry(index, 'Coumadin', 'medication').resolved
    expect(describeResolved(coumadin!)).toBe('coumadin → warfarin, anticoagulant')
    expect(describeResolved(parseEntry(index, 'fish oil', 'supplement').resolved[0]!)).toBe('fish oil → Omega-3 Fish Oil (supplement)')
  })
})

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swaps, and stops early past the limit', () => {
    expect(editDistance('coumadn', 'coumadin', 2)).toBe(1)
    expect(editDistance('warfarni', 'warfarin', 2)).toBe(1)
    expect(editDistance('celexa', 'celebrex', 1)).toBe(2)
  })
})
