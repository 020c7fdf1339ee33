// /admin shows the administration area to administrators only; everyone else gets the app's 404
// page (ADR 0034). The session is the server's answer about who is signed in, stubbed here.
import 'fake-indexeddb/auto'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionProvider } from '../lib/session'
import { cleanupDb, newUserDatabase, renderWithDb } from '../testing/render-with-db'
import type { UserDatabase } from '../db/database'
import AdminRoute from './admin-route'

let db: UserDatabase | undefined

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  vi.unstubAllGlobals()
  document.cookie = 'dosewise_auth=; max-age=0; path=/'
  localStorage.clear()
})

function signedInAs(role: 'user' | 'admin') {
  const user = {
    id: 7,
    email: 'ada@example.test',
    username: 'ada',
    firstName: 'Ada',
    lastName: null,
    profileImage: null,
    emailVerified: true,
    role,
    isDemo: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  }
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === '/api/auth/user' ? Response.json(user) : Response.json({ code: 'E_NOT_ADMIN', message: 'no' }, { status: 403 })
  )
  document.cookie = 'dosewise_auth=1; path=/'
  db = newUserDatabase()
  renderWithDb(
    <SessionProvider>
      <AdminRoute />
    </SessionProvider>,
    db,
    '/admin'
  )
}

describe('/admin', () => {
  it('a signed-in person without the admin role sees the 404 page', async () => {
    signedInAs('user')
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy()
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull()
  })

  it('an administrator sees the administration area with its five tabs', async () => {
    signedInAs('admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy()
    for (const name of ['Dashboard', 'Users', 'Supplements', 'Analytics', 'System']) expect(screen.getByRole('tab', { name })).toBeTruthy()
  })
})
