/**
 * Lab result status from the value and the reference range (issue 5): when both are numeric the
 * status is computed (low / normal / high); otherwise the status as given is kept. Ranges as
 * people and lab reports write them: '30-100', '3.5 – 5.0', '<5.7', '≤ 200', '> 40', '>=60'.
 */
import type { LabStatus } from '../enums.js'

const NUMBER = String.raw`[-+]?(?:\d+(?:[.,]\d+)?|[.,]\d+)`
const BETWEEN = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|—|to)\s*(${NUMBER})$`, 'i')
const BOUND = new RegExp(String.raw`^(<=|≤|<|>=|≥|>)\s*(${NUMBER})$`)
const PLAIN_VALUE = new RegExp(String.raw`^(${NUMBER})$`)

const toNumber = (text: string) => Number(text.replace(',', '.'))

/** A value such as '42', '42.5', '4,2' → number; '<0.5', 'positive' → null. */
export function parseLabNumber(value: string): number | null {
  const match = PLAIN_VALUE.exec(value.trim())
  return match ? toNumber(match[1]!) : null
}

export type ReferenceRange = { min: number | null; max: number | null; minInclusive: boolean; maxInclusive: boolean }

export function parseReferenceRange(range: string): ReferenceRange | null {
  // Units after the numbers ('30-100 ng/mL') are common; compare on the numeric part only.
  const text = range
    .trim()
    .replace(/\s*[a-zµμ/%][\w/%µμ.^]*$/i, '')
    .trim()
  const between = BETWEEN.exec(text)
  if (between) {
    const a = toNumber(between[1]!)
    const b = toNumber(between[2]!)
    if (a > b) return null
    return { min: a, max: b, minInclusive: true, maxInclusive: true }
  }
  const bound = BOUND.exec(text)
  if (bound) {
    const limit = toNumber(bound[2]!)
    switch (bound[1]) {
      case '<':
        return { min: null, max: limit, minInclusive: true, maxInclusive: false }
      case '<=':
      case '≤':
        return { min: null, max: limit, minInclusive: true, maxInclusive: true }
      case '>':
        return { min: limit, max: null, minInclusive: false, maxInclusive: true }
      default:
        return { min: limit, max: null, minInclusive: true, maxInclusive: true }
    }
  }
  return null
}

export function deriveLabStatus(
  value: string,
  referenceRange: string | null | undefined,
  given: LabStatus | null | undefined
): LabStatus | null {
  const number = parseLabNumber(value)
  const range = referenceRange ? parseReferenceRange(referenceRange) : null
  if (number === null || range === null) return given ?? null
  if (range.min !== null && (range.minInclusive ? number < range.min : number <= range.min)) return 'low'
  if (range.max !== null && (range.maxInclusive ? number > range.max : number >= range.max)) return 'high'
  return 'normal'
}
