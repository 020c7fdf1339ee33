import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PULL_PAGE_MAX_BYTES, pullPageLength, utf8Length } from './pull-page.js'
import type { SyncChange } from './envelope.js'

const change = (version: number, notes: string): SyncChange => ({
  entity: 'journalEntry',
  id: `0195f0a0-0000-7000-8000-${String(version).padStart(12, '0')}`,
  version,
  deleted: false,
  data: { notes },
})

/** Pulls every page the way a device does: each page starts after the last version it got. */
function pullAll(all: SyncChange[], limit: number, maxBytes: number) {
  const pages: SyncChange[][] = []
  let after = 0
  for (;;) {
    const rest = all.filter((c) => c.version > after)
    const { length, bytes } = pullPageLength(rest, { limit, maxBytes })
    const page = rest.slice(0, length)
    expect(bytes).toBe(utf8Length(JSON.stringify(page)) - 2)
    pages.push(page)
    if (length === rest.length) return pages
    expect(length).toBeGreaterThan(0)
    after = page[page.length - 1].version
  }
}

describe('pull pages sized by bytes', () => {
  it('counts UTF-8 bytes as Buffer does, surrogate pairs included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(utf8Length(text)).toBe(Buffer.byteLength(text))
      })
    )
  })

  it('ends a page at the row limit or the byte budget, and at least one change a page', () => {
    const small = Array.from({ length: 10 }, (_, i) => change(i + 1, 'x'.repeat(100)))
    expect(pullPageLength(small, { limit: 4, maxBytes: 1_000_000 }).length).toBe(4)
    const one = utf8Length(JSON.stringify(small[0]))
    expect(pullPageLength(small, { limit: 500, maxBytes: 2 * one + 1 }).length).toBe(2)
    expect(pullPageLength(small, { limit: 500, maxBytes: 2 * one }).length).toBe(1)
    const huge = [change(1, 'x'.repeat(PULL_PAGE_MAX_BYTES * 2)), change(2, 'y')]
    expect(pullPageLength(huge, { limit: 500, maxBytes: PULL_PAGE_MAX_BYTES }).length).toBe(1)
    expect(pullPageLength([], { limit: 500, maxBytes: 10 })).toEqual({ length: 0, bytes: 0 })
  })

  it('never ends between two changes of one version', () => {
    const tied = [change(1, 'a'), change(2, 'b'.repeat(50)), change(2, 'c'.repeat(50)), change(3, 'd')]
    expect(pullPageLength(tied, { limit: 2, maxBytes: 10_000 }).length).toBe(1)
    expect(pullPageLength(tied.slice(1), { limit: 1, maxBytes: 10 }).length).toBe(2)
  })

  it('pages through everything exactly once, in order, within the bounds (property)', () => {
    const changes = fc
      .array(
        fc.record({
          step: fc.integer({ min: 0, max: 3 }),
          notes: fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 400 }), fc.constant('z'.repeat(3000))),
        }),
        { maxLength: 120 }
      )
      .map((rows) => {
        let version = 0
        // step 0 repeats the previous version (not made by today's server, allowed by the protocol).
        return rows.map(({ step, notes }) => change((version = version === 0 ? 1 : version + step), notes))
      })
    fc.assert(
      fc.property(changes, fc.integer({ min: 1, max: 40 }), fc.integer({ min: 50, max: 20_000 }), (all, limit, maxBytes) => {
        const pages = pullAll(all, limit, maxBytes)
        expect(pages.flat()).toEqual(all)
        for (const page of pages) {
          const runOfOneVersion = page.length > 0 && page.every((c) => c.version === page[0].version)
          if (!runOfOneVersion) {
            expect(page.length).toBeLessThanOrEqual(limit)
            expect(utf8Length(JSON.stringify(page)) - 2).toBeLessThanOrEqual(maxBytes)
          }
        }
      })
    )
  })
})
