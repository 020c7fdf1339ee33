import { describe, expect, it } from 'vitest'
import { changedFields } from './changed-fields'

describe('changedFields', () => {
  it('keeps only the fields whose value changed; null and undefined are the same "no value"', () => {
    expect(changedFields({ a: 'x', b: null, c: 1 }, { a: 'x', b: undefined, c: 2 })).toEqual({ c: 2 })
    expect(changedFields({ notes: null }, { notes: 'Slept well' })).toEqual({ notes: 'Slept well' })
  })

  it('compares lists as sets of choices', () => {
    expect(changedFields({ s: ['B-Complex', 'Vitamin D3'] }, { s: ['Vitamin D3', 'B-Complex'] })).toEqual({})
    expect(changedFields({ s: ['Vitamin D3'] }, { s: ['Vitamin D3', 'B-Complex'] })).toEqual({ s: ['Vitamin D3', 'B-Complex'] })
  })
})
