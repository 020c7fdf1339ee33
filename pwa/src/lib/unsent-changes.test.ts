import { beforeEach, describe, expect, it } from 'vitest'
import { changesCount, forgetUnsentChanges, maskEmail, noteUnsentChanges, unsentAccounts } from './unsent-changes'

const ana = { id: 7, email: 'ana.ruiz@example.com', firstName: 'Ana' }
const ben = { id: 8, email: 'ben@example.org', firstName: null }

beforeEach(() => localStorage.clear())

describe('the unsent-changes registry', () => {
  it('keeps, per account, how many changes wait, and survives a reload (localStorage)', () => {
    noteUnsentChanges(ana, 3)
    noteUnsentChanges(ben, 1)
    expect(
      unsentAccounts()
        .map((a) => [a.userId, a.count])
        .sort()
    ).toEqual([
      [7, 3],
      [8, 1],
    ])
    expect(JSON.parse(localStorage.getItem('dosewise:unsent-changes')!)['7']).toMatchObject({
      email: 'ana.ruiz@example.com',
      firstName: 'Ana',
      count: 3,
    })
  })

  it('drops an account once nothing waits, or when its local data was deleted', () => {
    noteUnsentChanges(ana, 2)
    noteUnsentChanges(ben, 4)
    noteUnsentChanges(ana, 0)
    expect(unsentAccounts().map((a) => a.userId)).toEqual([8])
    forgetUnsentChanges(8)
    expect(unsentAccounts()).toEqual([])
    expect(localStorage.getItem('dosewise:unsent-changes')).toBeNull()
  })

  it('ignores what it cannot read', () => {
    localStorage.setItem('dosewise:unsent-changes', 'not json')
    expect(unsentAccounts()).toEqual([])
    localStorage.setItem('dosewise:unsent-changes', '[1,2]')
    expect(unsentAccounts()).toEqual([])
  })

  it('masks an address to its first two characters and its domain', () => {
    expect(maskEmail('ana.ruiz@example.com')).toBe('an•••@example.com')
    expect(maskEmail('a@x.io')).toBe('a•••@x.io')
    expect(maskEmail('nonsense')).toBe('•••')
    expect(changesCount(1)).toBe('1 change')
    expect(changesCount(5)).toBe('5 changes')
  })
})
