import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import { isUuid, UUIDV7_PATTERN, uuidv7Timestamp } from './ids.js'

// uuidv7 keeps "last timestamp" state at module level; each test gets a fresh module so a
// far-future clock in one test cannot mask the behaviour under test in another.
let uuidv7: () => string
beforeEach(async () => {
  vi.resetModules()
  ;({ uuidv7 } = await import('./ids.js'))
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('uuidv7', () => {
  it('has the RFC 9562 layout: version 7, variant 10, lowercase hex', () => {
    const id = uuidv7()
    expect(id).toMatch(UUIDV7_PATTERN)
    expect(id[14]).toBe('7')
    expect('89ab').toContain(id[19])
    expect(isUuid(id)).toBe(true)
  })

  it('encodes the current time in its first 48 bits', () => {
    const before = Date.now()
    const id = uuidv7()
    const after = Date.now()
    expect(uuidv7Timestamp(id)).toBeGreaterThanOrEqual(before)
    expect(uuidv7Timestamp(id)).toBeLessThanOrEqual(after)
  })

  it('encodes a large timestamp exactly (the high 16 bits are beyond 32-bit shifts)', () => {
    const ms = 0xfedc_ba98_7654 // far future, every byte distinct
    vi.spyOn(Date, 'now').mockReturnValue(ms)
    const id = uuidv7()
    expect(id.slice(0, 13)).toBe('fedcba98-7654')
    expect(uuidv7Timestamp(id)).toBe(ms)
  })

  it('stays ordered within one millisecond and when the clock steps back', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 0, 1))
    const sameMs = Array.from({ length: 5000 }, () => uuidv7()) // beyond the 12-bit counter
    now.mockReturnValue(Date.UTC(2030, 0, 1)) // clock moved back a year
    const afterStepBack = Array.from({ length: 10 }, () => uuidv7())
    const all = [...sameMs, ...afterStepBack]
    expect([...all].sort()).toEqual(all)
    expect(new Set(all).size).toBe(all.length)
    all.forEach((id) => expect(id).toMatch(UUIDV7_PATTERN))
  })

  it('property: ids generated in sequence sort in generation order and are all UUIDv7', () => {
    let runs = 0
    fc.assert(
      fc.property(
        // Clock readings that move forward, stand still or jump back, as real clocks do.
        fc.integer({ min: 0, max: 1e9 }),
        fc.array(fc.integer({ min: -5, max: 5 }), { minLength: 1, maxLength: 200 }),
        (offset, steps) => {
          // Later than any earlier run of this property, so each run starts on a fresh clock.
          let clock = Date.UTC(2035, 0, 1) + runs++ * 2e9 + offset
          const now = vi.spyOn(Date, 'now').mockImplementation(() => clock)
          const ids = steps.map((step) => {
            clock += step
            return uuidv7()
          })
          now.mockRestore()
          expect([...ids].sort()).toEqual(ids)
          expect(new Set(ids).size).toBe(ids.length)
          for (const id of ids) expect(id).toMatch(UUIDV7_PATTERN)
        }
      )
    )
  })

  it('property: ids from the real clock are unique and ordered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (n) => {
        const ids = Array.from({ length: n }, () => uuidv7())
        expect([...ids].sort()).toEqual(ids)
        expect(new Set(ids).size).toBe(n)
      })
    )
  })
})

describe('isUuid', () => {
  it('accepts canonical UUIDs of any version', () => {
    expect(isUuid('123e4567-e89b-42d3-a456-426614174000')).toBe(true) // v4
    expect(isUuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBe(true) // v7 (RFC example)
  })

  it('refuses uppercase, the nil UUID, wrong variants and non-strings', () => {
    expect(isUuid('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')).toBe(false)
    expect(isUuid('00000000-0000-0000-0000-000000000000')).toBe(false)
    expect(isUuid('017f22e2-79b0-7cc3-18c4-dc0c0c07398f')).toBe(false)
    expect(isUuid('not-a-uuid')).toBe(false)
    expect(isUuid(42)).toBe(false)
    expect(isUuid(undefined)).toBe(false)
  })
})
