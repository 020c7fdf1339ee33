import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  ENTITIES,
  LIST_MAX,
  PUSH_BODY_MAX_BYTES,
  SHORT_TEXT_MAX,
  SYNC_ENTITIES,
  TEXT_MAX,
  assessmentInputSchema,
  journalEntryInputSchema,
  mutationSchema,
  parseOrErrors,
  signupSchema,
} from '../index.js'
import { JsonDepthMeter, MAX_JSON_DEPTH, jsonDepth } from './json-depth.js'
import { maxJsonBytes } from './json-size.js'
import { unstorableValues } from './storable.js'

describe('jsonDepth', () => {
  it('counts nesting of objects and arrays, ignoring brackets inside strings', () => {
    expect(jsonDepth('{}')).toBe(1)
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3)
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1)
    expect(jsonDepth('{"a":"\\"[[[["}')).toBe(1)
    expect(jsonDepth('{"é":"[ü\\\\"}')).toBe(1)
    expect(jsonDepth('1')).toBe(0)
  })

  it('agrees with the real nesting of any JSON value', () => {
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value as object).map(depthOf)) : 0
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(jsonDepth(JSON.stringify(value))).toBe(depthOf(value))
      }),
      { numRuns: 300 }
    )
  })

  it('measures chunk by chunk, however the text is cut (escapes and multi-byte characters across cuts)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.array(fc.nat(), { maxLength: 6 }), (value, cuts) => {
        const bytes = new TextEncoder().encode(JSON.stringify(value))
        const meter = new JsonDepthMeter()
        let start = 0
        for (const cut of [...cuts.map((c) => c % (bytes.length + 1))].sort((a, b) => a - b)) {
          meter.feed(bytes.subarray(start, cut))
          start = Math.max(start, cut)
        }
        meter.feed(bytes.subarray(start))
        expect(meter.deepest).toBe(jsonDepth(JSON.stringify(value)))
      }),
      { numRuns: 300 }
    )
    expect(jsonDepth('['.repeat(3000) + ']'.repeat(3000))).toBeGreaterThan(MAX_JSON_DEPTH)
  })
})

describe('maxJsonBytes', () => {
  it('bounds every synced record and every route schema (a schema with no bound would let any body through)', () => {
    for (const entity of SYNC_ENTITIES) expect(maxJsonBytes(ENTITIES[entity].fields), entity).toBeLessThan(Number.POSITIVE_INFINITY)
    expect(maxJsonBytes(signupSchema)).toBeLessThan(10_000)
    expect(maxJsonBytes(z.record(z.unknown()))).toBe(Number.POSITIVE_INFINITY)
    expect(maxJsonBytes(z.string())).toBe(Number.POSITIVE_INFINITY)
  })

  it('holds for any valid journal entry, whatever its characters', () => {
    const bound = maxJsonBytes(journalEntryInputSchema)
    const text = (max: number) => fc.string({ unit: 'binary', minLength: 1, maxLength: max })
    fc.assert(
      fc.property(
        fc.record({ notes: text(TEXT_MAX), supplementsTaken: fc.array(text(SHORT_TEXT_MAX), { maxLength: LIST_MAX }) }),
        ({ notes, supplementsTaken }) => {
          const entry = { mood: 'excellent', energy: 'medium', sleep: 'good', stress: 'low', notes, supplementsTaken }
          if (!journalEntryInputSchema.safeParse(entry).success) return
          expect(new TextEncoder().encode(JSON.stringify(entry)).length).toBeLessThanOrEqual(bound)
        }
      ),
      { numRuns: 60 }
    )
    // At every maximum, in the costliest character.
    const worst = {
      mood: 'excellent',
      energy: 'medium',
      sleep: 'good',
      stress: 'low',
      notes: '\u0001'.repeat(TEXT_MAX),
      supplementsTaken: Array.from({ length: LIST_MAX }, () => '\u0001'.repeat(SHORT_TEXT_MAX)),
    }
    expect(journalEntryInputSchema.safeParse(worst).success).toBe(true)
    expect(JSON.stringify(worst).length).toBeLessThanOrEqual(bound)
  })

  it('fits several of the largest valid mutations into one push body', () => {
    const envelope = maxJsonBytes(mutationSchema.omit({ patch: true })) + '"patch":'.length
    const largest = Math.max(...SYNC_ENTITIES.map((entity) => maxJsonBytes(ENTITIES[entity].fields)))
    expect(largest).toBe(maxJsonBytes(assessmentInputSchema.omit({ id: true })))
    expect(4 * (envelope + largest) + 100).toBeLessThan(PUSH_BODY_MAX_BYTES)
  })
})

describe('values no database can store', () => {
  it('finds NUL characters anywhere, by field', () => {
    expect(unstorableValues({ a: 'x\u0000', b: ['ok', 'n\u0000'], c: { d: '\u0000' } }).map((e) => e.field)).toEqual(['a', 'b.1', 'c.d'])
    expect(unstorableValues({ 'k\u0000': 1 })).toHaveLength(1)
    expect(unstorableValues({ a: 'fine', b: [1, 2], c: null })).toEqual([])
  })

  it('finds whole numbers outside 32 bits, and lets fractions and the edges through', () => {
    expect(unstorableValues({ a: 2_147_483_647, b: -2_147_483_648, c: 1.5e3, d: 0.25 })).toEqual([])
    expect(unstorableValues({ a: 2_147_483_648, b: -2_147_483_649 })).toEqual([
      { field: 'a', message: 'Number must be less than or equal to 2147483647' },
      { field: 'b', message: 'Number must be greater than or equal to -2147483648' },
    ])
  })

  it('is part of parsing: parseOrErrors refuses what the schema alone let through, and only what it kept', () => {
    const schema = z.object({ name: z.string().max(10), count: z.number().int() })
    expect(parseOrErrors(schema, { name: 'a\u0000b', count: 1 })).toEqual({
      success: false,
      errors: [{ field: 'name', message: 'Text cannot contain a NUL character' }],
    })
    expect(parseOrErrors(schema, { name: 'ok', count: 3_000_000_000 }).success).toBe(false)
    // A key the schema strips is never stored, so it is not looked at.
    expect(parseOrErrors(schema, { name: 'ok', count: 1, extra: '\u0000' })).toEqual({ success: true, data: { name: 'ok', count: 1 } })
  })
})
