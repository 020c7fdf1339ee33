// A screen loaded ahead renders at once, with no Suspense fallback; one not loaded yet still
// works as React.lazy does.
import { Suspense, type ComponentType } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

afterEach(cleanup)

const screenModule = () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> })

function show(Screen: ComponentType<{ name: string }>) {
  render(
    <Suspense fallback={<p>Loading...</p>}>
      <Screen name="Ana" />
    </Suspense>
  )
}

describe('preloadable', () => {
  it('once loaded, renders the module directly: no fallback, loaded once', async () => {
    const loader = vi.fn(async () => screenModule())
    const Screen = preloadable(loader)
    await Screen.load()
    await Screen.load()
    show(Screen)
    expect(screen.getByText('Hello Ana')).toBeTruthy()
    expect(screen.queryByText('Loading...')).toBeNull()
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('not loaded yet, shows the fallback until its module arrives', async () => {
    const Screen = preloadable(async () => screenModule())
    show(Screen)
    expect(screen.getByText('Loading...')).toBeTruthy()
    expect(await screen.findByText('Hello Ana')).toBeTruthy()
  })

  it('after a failed load, tries again', async () => {
    const loader = vi
      .fn<() => Promise<ReturnType<typeof screenModule>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(screenModule())
    const Screen = preloadable(loader)
    await expect(Screen.load()).rejects.toThrow('offline')
    await Screen.load()
    show(Screen)
    expect(screen.getByText('Hello Ana')).toBeTruthy()
  })
})
