import { beforeEach, describe, expect, it } from 'vitest'
import { clearReturnTo, peekReturnTo, rememberReturnTo } from './return-to'

describe('deep link kept across sign-in', () => {
  beforeEach(() => sessionStorage.clear())

  it('returns the remembered signed-in path until cleared, then the fallback', () => {
    rememberReturnTo('/journal?entry=3')
    expect(peekReturnTo()).toBe('/journal?entry=3')
    expect(peekReturnTo()).toBe('/journal?entry=3')
    clearReturnTo()
    expect(peekReturnTo()).toBe('/dashboard')
  })

  it('ignores public screens and other origins', () => {
    for (const path of ['/', '/login', '/signup', '/forgot-password', '/reset-password/abc', '//evil.example/x', 'https://evil.example']) {
      rememberReturnTo(path)
      expect(peekReturnTo('/fallback')).toBe('/fallback')
    }
  })
})
