import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildInteractionCatalogue } from '../matching/catalogue.js'
import { normalizeName } from '../matching/normalize-name.js'
import { knowledgeBase } from '../engine/testing/knowledge-base.js'
import { describeGap, findingsForSupplement, readPersonSafety } from './person-safety.js'

const reference = knowledgeBase()
const catalogue = buildInteractionCatalogue(reference)
const now = Date.parse('2026-11-24T12:00:00Z')
const pairs = (safety: ReturnType<typeof readPersonSafety>) =>
  safety.findings.flatMap((f) => f.pairs.map((p) => `${p.medication} + ${p.supplement}: ${f.interaction.interactionType}`))

describe('one view of the person’s safety', () => {
  it('checks supplements typed in the assessment against prescriptions (Coumadin + fish oil)', () => {
    const safety = readPersonSafety(catalogue, {
      prescriptions: [{ medicationName: 'Coumadin 5 mg', isActive: true }],
      assessment: { currentMedications: 'none', currentSupplements: 'fish oil 1000mg daily' },
      now,
    })
    expect(safety.supplements.map((s) => s.name)).toEqual(['Omega-3 Fish Oil'])
    expect(pairs(safety)).toContainEqual(expect.stringMatching(/^Coumadin 5 mg \+ Omega-3 Fish Oil: (major|moderate)$/))
    expect(safety.unrecognised).toEqual([])
  })

  it('reads medicines typed with doses and instructions, and supplements typed among them', () => {
    const safety = readPersonSafety(catalogue, {
      assessment: {
        currentMedications: 'Levoxyl 50 mcg each morning before breakfast, metoprolol 25, warfarin and fish oil',
        currentSupplements: '',
      },
      stack: ['Calcium'],
      now,
    })
    expect(safety.medicines.map((m) => m.resolved.map((r) => r.name).join('+'))).toEqual(['Levothyroxine', 'Metoprolol', 'Warfarin'])
    expect(safety.supplements.map((s) => s.name).sort()).toEqual(['Calcium', 'Omega-3 Fish Oil'])
    expect(pairs(safety).some((p) => p.startsWith('Levoxyl 50 mcg each morning before breakfast + Calcium'))).toBe(true)
  })

  it('never drops what it cannot read: a typo is a gap with a suggestion, not a clean bill', () => {
    const safety = readPersonSafety(catalogue, { assessment: { currentMedications: 'coumadn', currentSupplements: 'fish oil' }, now })
    expect(safety.findings).toEqual([])
    expect(safety.unrecognised).toHaveLength(1)
    expect(describeGap(safety.unrecognised[0]!)).toMatch(/^We could not check “coumadn”\. Did you mean coumadin \(Warfarin\)/)
  })

  it('leaves out prescriptions that have ended', () => {
    const safety = readPersonSafety(catalogue, {
      prescriptions: [
        { medicationName: 'Warfarin', isActive: false },
        { medicationName: 'Sertraline', endDate: '2026-01-01' },
      ],
      stack: ["St. John's Wort"],
      now,
    })
    expect(safety.medicines).toEqual([])
    expect(safety.findings).toEqual([])
  })

  it('answers the shop’s question for one more supplement (vitamin K on Coumadin)', () => {
    const safety = readPersonSafety(catalogue, { prescriptions: [{ medicationName: 'Coumadin', isActive: true }], now })
    const [finding] = findingsForSupplement(catalogue, safety, 'Vitamin K')
    expect(finding?.interaction.interactionType).toBe('major')
    expect(finding?.pairs).toEqual([{ medication: 'Coumadin', supplement: 'Vitamin K' }])
  })
})

describe('property: a recognised medicine never yields “no interactions” when a pair exists', () => {
  const medicationsByKey = new Map<string, { name: string; aliases: readonly string[] }[]>()
  for (const m of reference.medications) {
    for (const key of [m.name, ...m.classes]) {
      const k = normalizeName(key)
      medicationsByKey.set(k, [...(medicationsByKey.get(k) ?? []), m])
    }
  }
  const classSlugToName = new Map(
    reference.classes.flatMap((c) => [
      [normalizeName(c.slug), normalizeName(c.name)] as const,
      [normalizeName(c.name), normalizeName(c.name)] as const,
    ])
  )
  // Every (row, a medicine it applies to) as typed by someone: a name or alias with a dose and an instruction.
  const cases = catalogue.interactions.flatMap((row) => {
    const key = normalizeName(row.medicationName)
    const members = reference.medications.filter(
      (m) => normalizeName(m.name) === key || m.classes.some((c) => classSlugToName.get(normalizeName(c)) === key)
    )
    const supplement = reference.supplements.find((s) => s.name === row.supplementName)!
    return members.map((m) => ({ row, medication: m, supplement }))
  })
  const decorations = [
    '',
    ' 5 mg',
    ' 10mg once daily',
    ' 50 mcg each morning before breakfast',
    ' (as prescribed)',
    ' 2 tabs at bedtime as needed',
    ' for my doctor',
  ]

  it('holds for every row and member, through aliases, doses and instructions', () => {
    expect(cases.length).toBeGreaterThan(200)
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...decorations),
        fc.constantFrom('prescription', 'assessment', 'stack'),
        ({ row, medication, supplement }, a, b, decoration, where) => {
          const names = [medication.name, ...medication.aliases]
          const supplementNames = [supplement.name, ...supplement.aliases]
          const typed = `${names[a % names.length]}${decoration}`
          const supplementTyped = supplementNames[b % supplementNames.length]!
          const safety = readPersonSafety(catalogue, {
            prescriptions: where === 'prescription' ? [{ medicationName: typed, isActive: true }] : [],
            assessment: {
              currentMedications: where === 'prescription' ? null : typed,
              currentSupplements: where === 'stack' ? null : supplementTyped,
            },
            stack: where === 'stack' ? [supplement.name] : [],
            now,
          })
          const ok = safety.findings.some((f) => f.interaction === row) || safety.unrecognised.length > 0
          if (!ok) throw new Error(`"${typed}" + "${supplementTyped}" missed ${row.medicationName} + ${row.supplementName}`)
          // And a recognised medicine is never a gap.
          expect(safety.findings.some((f) => f.interaction === row)).toBe(true)
        }
      ),
      { numRuns: 3000 }
    )
  })
})
