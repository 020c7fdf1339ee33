import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { LocalDbProvider } from '../db/local-db-context'
import { MAX_SERVER_COPIES, readServerCopy, saveServerCopy } from '../db/server-copies'
import { cleanupDb, newUserDatabase } from '../testing/render-with-db'
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

  describe('with keep', () => {
    const withDb = (db: ReturnType<typeof newUserDatabase>) =>
      function Wrapper({ children }: { children: ReactNode }) {
        return <LocalDbProvider db={db}>{children}</LocalDbProvider>
      }

    it('shows the answer of an earlier visit offline, marked with when it was saved', async () => {
      const db = newUserDatabase()
      try {
        const first = renderHook(() => useServerData('forums', async () => ['Night shift'], 'Could not load.', { keep: true }), {
          wrapper: withDb(db),
        })
        await waitFor(() => expect(first.result.current.data).toEqual(['Night shift']))
        expect(first.result.current.savedAt).toBeNull()
        await waitFor(async () => expect(await readServerCopy(db, 'forums')).not.toBeNull())
        first.unmount()

        act(() => setOnline(false))
        let calls = 0
        const later = renderHook(
          () =>
            useServerData(
              'forums',
              async () => {
                calls += 1
                return ['never']
              },
              'Could not load.',
              { keep: true }
            ),
          { wrapper: withDb(db) }
        )
        await waitFor(() => expect(later.result.current.data).toEqual(['Night shift']))
        expect(later.result.current.offline).toBe(true)
        expect(later.result.current.savedAt).not.toBeNull()
        expect(calls).toBe(0)
      } finally {
        await cleanupDb(db)
      }
    })

    it('replaces the kept copy with the fresh answer once the server gives it', async () => {
      const db = newUserDatabase()
      try {
        await saveServerCopy(db, 'stories', ['old story'], new Date('2026-01-01T00:00:00Z'))
        let release: (value: string[]) => void = () => undefined
        const { result } = renderHook(
          () => useServerData('stories', () => new Promise<string[]>((resolve) => (release = resolve)), 'Could not load.', { keep: true }),
          { wrapper: withDb(db) }
        )
        await waitFor(() => expect(result.current.data).toEqual(['old story']))
        expect(result.current.savedAt).toBe('2026-01-01T00:00:00.000Z')
        expect(result.current.loading).toBe(true)

        act(() => release(['new story']))
        await waitFor(() => expect(result.current.data).toEqual(['new story']))
        expect(result.current.savedAt).toBeNull()
        await waitFor(async () => expect((await readServerCopy(db, 'stories'))?.value).toEqual(['new story']))
      } finally {
        await cleanupDb(db)
      }
    })

    it('keeps at most the newest copies', async () => {
      const db = newUserDatabase()
      try {
        for (let i = 0; i <= MAX_SERVER_COPIES; i += 1) {
          await saveServerCopy(db, `page:${i}`, i, new Date(Date.UTC(2026, 0, 1, 0, 0, i)))
        }
        expect(await db.serverCopies.count()).toBe(MAX_SERVER_COPIES)
        expect(await readServerCopy(db, 'page:0')).toBeNull()
        expect((await readServerCopy(db, `page:${MAX_SERVER_COPIES}`))?.value).toBe(MAX_SERVER_COPIES)
      } finally {
        await cleanupDb(db)
      }
    })
  })
})
