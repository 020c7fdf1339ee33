import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { useServerData } from './use-server-data'

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setOnline(true))

describe('useServerData', () => {
  it('loads what the key names, and never shows the previous key’s answer for a new one', async () => {
    const aborted: string[] = []
    const load = (key: string) => (signal: AbortSignal) =>
      new Promise<string>((resolve) => {
        signal.addEventListener('abort', () => aborted.push(key))
        if (key === 'a') resolve('answer a')
      })
    const { result, rerender } = renderHook(({ key }) => useServerData(key, load(key), 'Could not load.'), { initialProps: { key: 'a' } })
    expect(result.current.loading).toBe(true)
    await waitFor(() => expect(result.current.data).toBe('answer a'))

    rerender({ key: 'b' })
    expect(result.current.data).toBeNull()
    expect(result.current.loading).toBe(true)
    rerender({ key: 'c' })
    expect(aborted).toContain('b')
  })

  it('fetches nothing for a null key', () => {
    let calls = 0
    const { result } = renderHook(() => useServerData(null, async () => ++calls, 'Could not load.'))
    expect(calls).toBe(0)
    expect(result.current).toMatchObject({ data: null, loading: false, offline: false })
  })

  it('keeps the last answer when the connection fails, and asks again when it comes back', async () => {
    let reachable = true
    let calls = 0
    const { result } = renderHook(() =>
      useServerData(
        'list',
        async () => {
          calls += 1
          if (!reachable) throw new TypeError('Failed to fetch')
          return [calls]
        },
        'Could not load.'
      )
    )
    await waitFor(() => expect(result.current.data).toEqual([1]))

    reachable = false
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.offline).toBe(true))
    expect(result.current.data).toEqual([1])
    expect(result.current.error).toBeNull()

    reachable = true
    act(() => setOnline(false))
    act(() => setOnline(true))
    await waitFor(() => expect(result.current.offline).toBe(false))
    expect(result.current.data).toEqual([calls])
  })

  it('gives the server’s words for a refusal, or the screen’s own, and the error itself', async () => {
    const notFound = new ApiError(404, '{"message":"Article not found"}', { message: 'Article not found' })
    const { result } = renderHook(() =>
      useServerData(
        'article',
        async () => {
          throw notFound
        },
        'Could not load.'
      )
    )
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toMatchObject({ data: null, offline: false, error: 'Article not found', failure: notFound })

    const { result: other } = renderHook(() =>
      useServerData(
        'other',
        async () => {
          throw new ApiError(500, '', null)
        },
        'Could not load.'
      )
    )
    await waitFor(() => expect(other.current.error).toBe('Could not load.'))
  })
})
