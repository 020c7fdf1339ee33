import { beforeEach, describe, expect, it } from 'vitest'
import { rememberReturnTo, takeReturnTo } from './return-to'

describe('deep link kept across sign-in', () => {
  beforeEach(() => sessionStorage.clear())

  it('returns the remembered signed-in path once, then the fallback', () => {
    rememberReturnTo('/journal?entry=3')
    expect(takeReturnTo()).toBe('/journal?entry=3')
    expect(takeReturnTo()).toBe('/dashboard')
  })

  it('ignores public screens and other origins', () => {
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password/abc', '//evil.example/x', 'https://evil.example']) {
      rememberReturnTo(path)
      expect(takeReturnTo('/fallback')).toBe('/fallback')
    }
  })
})
