import { describe, expect, it } from 'vitest'
import { parseOrErrors } from '../errors.js'
import { ACCOUNT_MESSAGES, accountProfileInputSchema, exportFileName } from './account.js'

describe('accountProfileInputSchema', () => {
  it('trims names and turns an empty one into no name', () => {
    expect(accountProfileInputSchema.parse({ firstName: '  Ada ', lastName: '   ' })).toEqual({ firstName: 'Ada', lastName: null })
  })

  it('leaves out what was left out', () => {
    expect(accountProfileInputSchema.parse({ lastName: 'Byron' })).toEqual({ lastName: 'Byron' })
  })

  it('refuses a name past the limit, under its field', () => {
    const result = parseOrErrors(accountProfileInputSchema, { firstName: 'x'.repeat(101) })
    expect(result.success).toBe(false)
    if (!result.success) expect(result.errors).toEqual([{ field: 'firstName', message: ACCOUNT_MESSAGES.nameTooLong }])
  })

  it('refuses a name that is not text', () => {
    expect(parseOrErrors(accountProfileInputSchema, { firstName: 7 }).success).toBe(false)
  })
})

describe('exportFileName', () => {
  it('names the zip by the UTC day', () => {
    expect(exportFileName(new Date('2026-03-09T23:30:00.000Z'))).toBe('dosewise-export-2026-03-09.zip')
  })
})
