import { describe, expect, it } from 'vitest'
import { forumPostInputSchema, successStoryInputSchema, successStorySchema } from './community.js'
import { supplementReviewInputSchema } from './supplements.js'

describe('community defaults', () => {
  it('stories start private and anonymous with no supplements listed', () => {
    expect(successStoryInputSchema.parse({ title: 'Better sleep', story: 'Magnesium helped.' })).toEqual({
      title: 'Better sleep',
      story: 'Magnesium helped.',
      supplementsUsed: [],
      isPublic: false,
      isAnonymous: true,
    })
  })

  it('posts are not anonymous unless asked; reviews are anonymous unless asked', () => {
    expect(forumPostInputSchema.parse({ forumId: 1, title: 'Hi', content: 'Hello' }).isAnonymous).toBe(false)
    expect(supplementReviewInputSchema.parse({ supplementId: 1, rating: 5 }).isAnonymous).toBe(true)
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
      createdAt: '2025-01-01T00:00:00.000Z',
      userId: 7, // must not survive parsing
    }
    const parsed = successStorySchema.parse(read)
    expect(parsed.user).toBeNull()
    expect(parsed).not.toHaveProperty('userId')
  })

  it('review ratings are whole stars from 1 to 5', () => {
    const issues = supplementReviewInputSchema.safeParse({ supplementId: 1, rating: 6 }).error?.issues
    expect(issues?.map((i) => i.message)).toEqual(['Number must be less than or equal to 5'])
  })
})
