import { describe, expect, it } from 'vitest'
import { STORY_SUPPLEMENTS_MAX, STORY_WEEKS_MAX } from '../limits.js'
import {
  STORY_TEXT_REQUIRED,
  STORY_TITLE_REQUIRED,
  successStoryInputSchema,
  successStoryPatchSchema,
  successStorySchema,
} from './success-stories.js'

const messages = (result: { error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('success stories', () => {
  it('start private and anonymous with no supplements linked (spec §9)', () => {
    expect(successStoryInputSchema.parse({ title: 'Better sleep', story: 'Magnesium helped.' })).toEqual({
      title: 'Better sleep',
      story: 'Magnesium helped.',
      supplementIds: [],
      isPublic: false,
      isAnonymous: true,
    })
  })

  it('need a title and a story, not just spaces, in words a person can act on', () => {
    expect(messages(successStoryInputSchema.safeParse({ title: '  ', story: '' }))).toEqual([
      ['title', STORY_TITLE_REQUIRED],
      ['story', STORY_TEXT_REQUIRED],
    ])
    expect(messages(successStoryInputSchema.safeParse({}))).toEqual([
      ['title', STORY_TITLE_REQUIRED],
      ['story', STORY_TEXT_REQUIRED],
    ])
  })

  it('take the duration in whole weeks, from 1 to ten years, or none', () => {
    const base = { title: 't', story: 's' }
    expect(successStoryInputSchema.parse({ ...base, duration: null }).duration).toBeNull()
    expect(successStoryInputSchema.parse({ ...base, duration: STORY_WEEKS_MAX }).duration).toBe(STORY_WEEKS_MAX)
    for (const duration of [0, 2.5, STORY_WEEKS_MAX + 1, '4']) {
      expect(successStoryInputSchema.safeParse({ ...base, duration }).success).toBe(false)
    }
  })

  it('link catalogue ids, each once, at most STORY_SUPPLEMENTS_MAX', () => {
    const base = { title: 't', story: 's' }
    expect(successStoryInputSchema.parse({ ...base, supplementIds: [3, 1, 3] }).supplementIds).toEqual([3, 1])
    expect(messages(successStoryInputSchema.safeParse({ ...base, supplementIds: [0] }))).toEqual([
      ['supplementIds.0', 'Number must be greater than or equal to 1'],
    ])
    const tooMany = Array.from({ length: STORY_SUPPLEMENTS_MAX + 1 }, (_, i) => i + 1)
    expect(successStoryInputSchema.safeParse({ ...base, supplementIds: tooMany }).success).toBe(false)
  })

  it('a patch changes only what it names: no defaults fill the rest', () => {
    expect(successStoryPatchSchema.parse({ isPublic: true })).toEqual({ isPublic: true })
  })

  it('an anonymous story reads with no user at all', () => {
    const read = {
      id: 1,
      title: 'Better sleep',
      story: 'Magnesium helped.',
      isAnonymous: true,
      isPublic: true,
      user: null,
      beforePhotoUrl: null,
      afterPhotoUrl: null,
      duration: null,
      likesCount: 0,
      supplementsUsed: ['Magnesium Glycinate'],
      supplementIds: [4],
      createdAt: '2025-01-01T00:00:00.000Z',
      mine: false,
      likedByMe: false,
      userId: 7, // must not survive parsing
    }
    const parsed = successStorySchema.parse(read)
    expect(parsed.user).toBeNull()
    expect(parsed).not.toHaveProperty('userId')
  })
})
