import { describe, expect, it } from 'vitest'
import { enumList, httpUrl, isoTimestampSchema, optionalTimestampOrEmpty, requiredTextWithMessage } from './fields.js'

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? []

describe('httpUrl', () => {
  const schema = httpUrl()

  it('accepts http and https links', () => {
    expect(schema.safeParse('https://partner.example/p?ref=1').success).toBe(true)
    expect(schema.safeParse('http://localhost:3333/x').success).toBe(true)
  })

  it("refuses other schemes and non-URLs, saying 'Invalid url' once", () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example/a', 'not a url']) {
      expect(messages(schema.safeParse(value))).toEqual(['Invalid url'])
    }
  })
})

describe('isoTimestampSchema', () => {
  it('accepts UTC and offset timestamps', () => {
    for (const value of ['2025-01-02T03:04:05Z', '2025-01-02T03:04:05.678Z', '2025-01-02T03:04:05.678-05:00']) {
      expect(isoTimestampSchema.safeParse(value).success).toBe(true)
    }
  })

  it('refuses dates without time, local times and impossible days', () => {
    for (const value of ['2025-01-02', '2025-01-02T03:04:05', '2025-02-30T00:00:00Z']) {
      expect(messages(isoTimestampSchema.safeParse(value))).toEqual(['Invalid datetime'])
    }
  })
})

describe('optionalTimestampOrEmpty', () => {
  it("maps '' to null and passes null, undefined and timestamps through", () => {
    expect(optionalTimestampOrEmpty.parse('')).toBeNull()
    expect(optionalTimestampOrEmpty.parse(null)).toBeNull()
    expect(optionalTimestampOrEmpty.parse(undefined)).toBeUndefined()
    expect(optionalTimestampOrEmpty.parse('2025-01-02T03:04:05Z')).toBe('2025-01-02T03:04:05Z')
  })
})

describe('requiredTextWithMessage', () => {
  it('uses the given message for missing, empty and blank, and zod’s for the rest', () => {
    const schema = requiredTextWithMessage('Name is required', 5)
    expect(messages(schema.safeParse(undefined))).toEqual(['Name is required'])
    expect(messages(schema.safeParse(' '))).toEqual(['Name is required'])
    expect(messages(schema.safeParse(3))).toEqual(['Expected string, received number'])
    expect(messages(schema.safeParse('toolong'))).toEqual(['String must contain at most 5 character(s)'])
    expect(schema.parse('  Ada ')).toBe('Ada')
  })
})

describe('enumList', () => {
  it('holds at most one entry per option', () => {
    const schema = enumList(['a', 'b'] as const)
    expect(schema.safeParse(['a', 'b']).success).toBe(true)
    expect(messages(schema.safeParse(['a', 'b', 'a']))).toEqual(['Array must contain at most 2 element(s)'])
  })
})
