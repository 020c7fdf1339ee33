import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { deriveLabStatus, parseReferenceRange } from './lab-status.js'

describe('deriveLabStatus', () => {
  it.each([
    ['18', '30-100', 'low'],
    ['30', '30-100', 'normal'],
    ['100', '30 – 100', 'normal'],
    ['101.5', '30-100 ng/mL', 'high'],
    ['5.9', '<5.7', 'high'],
    ['5.7', '<5.7', 'high'],
    ['5.6', '< 5.7 %', 'normal'],
    ['35', '>40', 'low'],
    ['60', '>= 60', 'normal'],
    ['4,2', '3,5-5,0', 'normal'],
    ['0.5', '0.4 to 4.0', 'normal'],
  ] as const)('value %s with range %s is %s', (value, range, status) => {
    expect(deriveLabStatus(value, range, null)).toBe(status)
  })

  it('keeps the status as given when the value or the range is not numeric', () => {
    expect(deriveLabStatus('positive', '30-100', 'high')).toBe('high')
    expect(deriveLabStatus('<0.5', '0-1', 'normal')).toBe('normal')
    expect(deriveLabStatus('42', 'see report', 'low')).toBe('low')
    expect(deriveLabStatus('42', null, null)).toBeNull()
    expect(deriveLabStatus('42', '100-30', null)).toBeNull()
  })

  it('a computed status overrides a given one that contradicts the numbers', () => {
    expect(deriveLabStatus('12', '30-100', 'normal')).toBe('low')
  })

  it('inside a range is normal, below low, above high — for any numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -2000, max: 3000 }),
        (min, width, value) => {
          const max = min + width
          const status = deriveLabStatus(String(value), `${min}-${max}`.replace('--', '- -'), null)
          if (parseReferenceRange(`${min}-${max}`) === null) return
          expect(status).toBe(value < min ? 'low' : value > max ? 'high' : 'normal')
        }
      )
    )
  })
})
