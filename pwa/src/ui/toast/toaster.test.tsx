import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from './toaster'
import { dismiss, getToasts, toast, TOAST_DURATION } from './use-toast'

afterEach(() => {
  cleanup()
  act(() => dismiss())
  vi.useRealTimers()
})

function viewport() {
  return screen.getByRole('region', { name: 'Notifications (F8)' })
}

describe('Toaster', () => {
  it('shows the toast’s title and description in a viewport at most 420 px wide from md up', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Success', description: 'You have been logged in successfully.' })
    })

    const region = viewport()
    expect(within(region).getByText('Success')).toBeTruthy()
    expect(within(region).getByText('You have been logged in successfully.')).toBeTruthy()
    const list = region.querySelector('ol')
    expect(list?.className.split(' ')).toEqual(expect.arrayContaining(['md:max-w-[420px]', 'w-full', 'fixed']))
  })

  it('shows only the newest toast', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Password Mismatch', description: 'Passwords do not match.', variant: 'destructive' })
      toast({ title: 'Account Created' })
    })

    const region = viewport()
    expect(within(region).getAllByRole('listitem')).toHaveLength(1)
    expect(within(region).queryByText('Password Mismatch')).toBeNull()
    expect(within(region).getByText('Account Created')).toBeTruthy()
  })

  it('F8 moves focus to the toast area', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Success' })
    })
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' })
    expect(document.activeElement).toBe(viewport().querySelector('ol'))
  })

  it('the Close button and the default duration both dismiss through the store', () => {
    vi.useFakeTimers()
    render(<Toaster />)

    act(() => {
      toast({ title: 'Error placing order', description: 'Please try again later.', variant: 'destructive' })
    })
    const item = within(viewport()).getByRole('listitem')
    expect(item.getAttribute('data-variant')).toBe('destructive')
    fireEvent.click(within(item).getByRole('button', { name: 'Close' }))
    expect(getToasts()[0]?.open).toBe(false)

    act(() => {
      toast({ title: 'Subscription created' })
    })
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION - 10)
    })
    expect(getToasts()[0]?.open).toBe(true)
    act(() => {
      vi.advanceTimersByTime(10)
    })
    expect(getToasts()[0]?.open).toBe(false)
  })

  it('an action button runs its handler', () => {
    const onClick = vi.fn()
    render(<Toaster />)
    act(() => {
      toast({ title: 'Update available', action: { label: 'Reload', onClick } })
    })
    fireEvent.click(within(viewport()).getByRole('button', { name: 'Reload' }))
    expect(onClick).toHaveBeenCalledOnce()
  })
})
