// 'View Demo' on the sign-in screen against the real API process (development mode: it makes
// demos). jsdom has no cookies of its own: the browser stand-in keeps them, and the readable
// sign-in hint cookie is copied into document.cookie as a browser would expose it to the page.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import { SessionProvider, useSession } from '../../lib/session'
import LoginPage from './login-page'

let server: ApiServer

beforeAll(async () => {
  server = await startApiServer()
}, 90_000)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.cookie = 'dosewise_auth=; path=/; max-age=0'
  localStorage.clear()
})

afterAll(async () => {
  await server?.dispose()
})

function WhoIsSignedIn() {
  const session = useSession()
  return (
    <p data-testid="who">{session.status === 'signed-in' ? `${session.user.firstName} (demo: ${session.user.isDemo})` : session.status}</p>
  )
}

function showLogin(path: string, origin = server.url) {
  const browser = new SameOriginBrowser(origin)
  browser.openPage()
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await browser.pageFetch(input, init)
    if (browser.cookies.get('dosewise_auth') === '1') document.cookie = 'dosewise_auth=1; path=/'
    return response
  })
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[path]}>
        <LoginPage />
        <WhoIsSignedIn />
      </MemoryRouter>
    </SessionProvider>
  )
  return browser
}

describe('the demo on the sign-in screen', () => {
  it("from 'View Demo' (/login?demo=1): prepares a demo at once and signs it in", async () => {
    const browser = showLogin('/login?demo=1')
    expect(await screen.findByText('Preparing your demo…')).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Preparing your demo' })).toBeTruthy()
    await screen.findByText('Sam (demo: true)', {}, { timeout: 20_000 })
    expect(browser.requests.filter((request) => request === 'POST /api/auth/demo')).toHaveLength(1)
  })

  it("offers 'Explore the demo' where the server makes demos, and starts one when pressed", async () => {
    const browser = showLogin('/login')
    const offer = await screen.findByRole('button', { name: 'Explore the demo' })
    expect(browser.requests).not.toContain('POST /api/auth/demo')
    fireEvent.click(offer)
    await screen.findByText('Sam (demo: true)', {}, { timeout: 20_000 })
    expect(browser.requests).toContain('POST /api/auth/demo')
  })

  it('offline, says the demo needs a connection and sends nothing; the offer needs an answer from the server', async () => {
    vi.stubGlobal('navigator', Object.create(navigator, { onLine: { value: false } }))
    // A server nobody answers at: no offer is shown, and 'View Demo' says why it cannot start.
    const browser = showLogin('/login?demo=1', 'http://127.0.0.1:9')
    expect(await screen.findByText('The demo needs a connection.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toMatch(/You're offline/)
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)))
    expect(screen.queryByRole('button', { name: 'Explore the demo' })).toBeNull()
    expect(browser.requests).not.toContain('POST /api/auth/demo')
    // The sign-in form stays usable beside it.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
