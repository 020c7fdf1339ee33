import { describe, expect, it } from 'vitest'
import { drugInteractionQuerySchema, drugInteractionSchema, isInteractionSearchActive } from './interactions.js'

describe('drug interaction search', () => {
  it('treats blank fields as absent and trims the rest', () => {
    expect(drugInteractionQuerySchema.parse({ medication: '   ', supplement: ' St. John’s Wort ' })).toEqual({
      medication: undefined,
      supplement: 'St. John’s Wort',
    })
    expect(drugInteractionQuerySchema.parse({})).toEqual({ medication: undefined, supplement: undefined })
  })

  it('is active only when at least one field is non-blank after trimming', () => {
    expect(isInteractionSearchActive({ medication: ' ', supplement: '' })).toBe(false)
    expect(isInteractionSearchActive({})).toBe(false)
    expect(isInteractionSearchActive({ medication: 'warfarin' })).toBe(true)
    expect(isInteractionSearchActive({ medication: null, supplement: ' zinc' })).toBe(true)
  })

  it('an interaction read has one of the three levels', () => {
    const read = {
      id: 1,
      medicationName: 'Warfarin',
      supplementName: 'Vitamin K',
      interactionType: 'major',
      description: 'Reduces the anticoagulant effect.',
      recommendation: 'Avoid unless supervised.',
    }
    expect(drugInteractionSchema.parse(read)).toEqual(read)
    expect(drugInteractionSchema.safeParse({ ...read, interactionType: 'severe' }).error?.issues[0]?.message).toBe(
      "Invalid enum value. Expected 'major' | 'moderate' | 'minor', received 'severe'"
    )
  })
})
