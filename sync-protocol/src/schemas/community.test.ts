import { describe, expect, it } from 'vitest'
import { forumPostInputSchema } from './community.js'
import { supplementReviewInputSchema } from './supplements.js'

describe('community defaults', () => {
  it('posts are not anonymous unless asked; reviews are anonymous unless asked', () => {
    expect(forumPostInputSchema.parse({ forumId: 1, title: 'Hi', content: 'Hello' }).isAnonymous).toBe(false)
    expect(supplementReviewInputSchema.parse({ supplementId: 1, rating: 5 }).isAnonymous).toBe(true)
  })

  it('review ratings are whole stars from 1 to 5', () => {
    const issues = supplementReviewInputSchema.safeParse({ supplementId: 1, rating: 6 }).error?.issues
    expect(issues?.map((i) => i.message)).toEqual(['Number must be less than or equal to 5'])
  })
})
