import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismiss, getToasts, toast, TOAST_REMOVE_DELAY } from './use-toast'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  // Leave an empty store for the next test.
  dismiss()
  vi.runAllTimers()
  vi.useRealTimers()
})

describe('toast store', () => {
  it('keeps one toast: a new one replaces the previous', () => {
    const first = toast({ title: 'Success', description: 'You have been logged in successfully.' })
    const second = toast({ title: 'Login Failed', variant: 'destructive' })

    expect(getToasts()).toHaveLength(1)
    expect(getToasts()[0]).toMatchObject({ id: second.id, title: 'Login Failed', variant: 'destructive', open: true })
    expect(second.id).not.toBe(first.id)
  })

  it('dismiss closes the toast and removes it only after TOAST_REMOVE_DELAY', () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000)
    const t = toast({ title: 'Journal Entry Saved' })

    t.dismiss()
    expect(getToasts()).toEqual([expect.objectContaining({ id: t.id, open: false })])

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1)
    expect(getToasts()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(getToasts()).toHaveLength(0)
  })

  it('dismiss() without an id closes every toast', () => {
    toast({ title: 'Provider added' })
    dismiss()
    expect(getToasts().every((t) => !t.open)).toBe(true)
  })

  it('a replaced toast’s pending removal does not remove its successor', () => {
    const old = toast({ title: 'Error' })
    dismiss(old.id)
    const next = toast({ title: 'Order placed successfully' })

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY)
    expect(getToasts()).toEqual([expect.objectContaining({ id: next.id, open: true })])
  })

  it('update changes the toast in place', () => {
    const t = toast({ title: 'Saving…' })
    t.update({ title: 'Lab result added', description: 'Lab result has been recorded successfully.', variant: 'success' })

    expect(getToasts()).toEqual([
      expect.objectContaining({
        id: t.id,
        open: true,
        title: 'Lab result added',
        description: 'Lab result has been recorded successfully.',
        variant: 'success',
      }),
    ])
  })
})
