// Start-up sign-in state: a browser that remembers its user (and holds the sign-in hint cookie)
// shows that user at once and lets the server's answer settle it; otherwise it waits for the
// server, as before.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUser } from '@dosewise/sync-protocol'

const { get } = vi.hoisted(() => ({ get: vi.fn() }))
vi.mock('./api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api-client')>()),
  api: { get },
}))

import { ApiError } from './api-client'
import { checkSessionAtStart, SessionProvider, useSession } from './session'

const ana: CurrentUser = {
  id: 7,
  email: 'ana.ruiz@example.com',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Ruiz',
  profileImage: null,
  emailVerified: true,
  role: 'user',
  isDemo: false,
  createdAt: '2026-01-05T10:00:00.000Z',
}

/** The server's answer to GET /api/auth/user, held until settled. */
function pendingAnswer() {
  let settle!: { resolve: (body: unknown) => void; reject: (error: unknown) => void }
  get.mockImplementation(() => new Promise((resolve, reject) => (settle = { resolve, reject })))
  return () => settle
}

function Probe() {
  const session = useSession()
  if (session.status !== 'signed-in') return <p>{session.status}</p>
  return (
    <>
      <p>signed in as {session.user.firstName}</p>
      <p>{session.checked ? 'checked' : 'not checked yet'}</p>
      <button onClick={session.expire}>expire</button>
    </>
  )
}

function setHintCookie(present: boolean) {
  document.cookie = present ? 'dosewise_auth=1; path=/' : 'dosewise_auth=; path=/; max-age=0'
}

async function start() {
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>
  )
  await act(async () => {})
}

beforeEach(() => {
  localStorage.clear()
  get.mockReset()
})
afterEach(() => {
  cleanup()
  setHintCookie(false)
})

describe('the session at start-up', () => {
  it("the entry's check goes out once the frame has painted, and the provider settles with it: one request", async () => {
    setHintCookie(true)
    const answer = pendingAnswer()
    let paint!: () => void
    const painted = new Promise<void>((resolve) => (paint = resolve))
    const found = checkSessionAtStart(painted)
    await start()
    expect(screen.getByText('loading')).toBeTruthy()
    // The provider does not send a check of its own, and the entry's waits for the paint.
    expect(get).not.toHaveBeenCalled()
    await act(async () => paint())
    expect(get).toHaveBeenCalledTimes(1)
    expect(get).toHaveBeenCalledWith('/api/auth/user')
    await act(async () => answer().resolve(ana))
    expect(await screen.findByText('signed in as Ana')).toBeTruthy()
    expect(screen.getByText('checked')).toBeTruthy()
    expect(await found).toMatchObject({ id: 7, firstName: 'Ana' })
    expect(get).toHaveBeenCalledTimes(1)
  })

  it("a failed start-up check leaves the visitor signed out, and tells the entry nobody's there", async () => {
    setHintCookie(true)
    const answer = pendingAnswer()
    const found = checkSessionAtStart(Promise.resolve())
    await start()
    await act(async () => answer().reject(new ApiError(401, 'Unauthorized', null)))
    expect(await screen.findByText('signed-out')).toBeTruthy()
    expect(await found).toBeNull()
  })

  it('shows the remembered user before the server answers, then marks the session checked', async () => {
    localStorage.setItem('dosewise:last-user', JSON.stringify(ana))
    setHintCookie(true)
    const answer = pendingAnswer()
    await start()
    expect(await screen.findByText('signed in as Ana')).toBeTruthy()
    expect(screen.getByText('not checked yet')).toBeTruthy()

    await act(async () => answer().resolve({ ...ana, firstName: 'Ana María' }))
    expect(await screen.findByText('signed in as Ana María')).toBeTruthy()
    expect(screen.getByText('checked')).toBeTruthy()
  })

  it('signs out and forgets the user when the server says the session is over', async () => {
    localStorage.setItem('dosewise:last-user', JSON.stringify(ana))
    setHintCookie(true)
    const answer = pendingAnswer()
    await start()
    expect(await screen.findByText('signed in as Ana')).toBeTruthy()

    await act(async () => answer().reject(new ApiError(401, '{}', {})))
    expect(await screen.findByText('signed-out')).toBeTruthy()
    expect(localStorage.getItem('dosewise:last-user')).toBeNull()
  })

  it('waits for the server without the sign-in hint cookie', async () => {
    localStorage.setItem('dosewise:last-user', JSON.stringify(ana))
    const answer = pendingAnswer()
    await start()
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => answer().resolve(ana))
    expect(await screen.findByText('checked')).toBeTruthy()
  })

  it('waits for the server on the next start after a session ended on this device', async () => {
    localStorage.setItem('dosewise:last-user', JSON.stringify(ana))
    setHintCookie(true)
    get.mockResolvedValueOnce(ana)
    await start()
    expect(await screen.findByText('checked')).toBeTruthy()
    await act(async () => screen.getByRole('button', { name: 'expire' }).click())
    expect(await screen.findByText('signed-out')).toBeTruthy()
    cleanup()

    const answer = pendingAnswer()
    await start()
    expect(screen.getByText('loading')).toBeTruthy()
    await act(async () => answer().resolve(ana))
    expect(await screen.findByText('checked')).toBeTruthy()
  })
})
