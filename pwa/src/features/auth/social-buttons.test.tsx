// The four social buttons against the real API process, which has Google set up and the other
// three not (nothing about the server is mocked). jsdom cannot leave the page: a navigation it is
// asked for is reported on its virtual console as "Not implemented: navigation", which is how
// these tests see one.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { freePort, startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import { Toaster } from '../../ui/toast/toaster'
import { dismiss } from '../../ui/toast/use-toast'
import { SocialButtons } from './social-buttons'

let server: ApiServer

/** The part of jsdom's virtual console (a Node EventEmitter) these tests listen to. */
type VirtualConsole = {
  on(event: 'jsdomError', listener: (error: Error) => void): unknown
  off(event: 'jsdomError', listener: (error: Error) => void): unknown
}

beforeAll(async () => {
  server = await startApiServer({
    GOOGLE_CLIENT_ID: 'test-google-client',
    FACEBOOK_CLIENT_ID: '',
    MICROSOFT_CLIENT_ID: '',
    GITHUB_CLIENT_ID: '',
  })
}, 90_000)

afterEach(() => {
  act(() => dismiss())
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

/** The buttons as on /login, once the page has its answer (or failure) from `origin`. */
async function showButtons(origin: string) {
  const browser = new SameOriginBrowser(origin)
  browser.openPage()
  let answered!: () => void
  const done = new Promise<void>((resolve) => (answered = resolve))
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => browser.pageFetch(input, init).finally(answered))
  render(
    <>
      <SocialButtons />
      <Toaster />
    </>
  )
  await act(() => done)
  expect(browser.requests).toEqual(['GET /api/auth/providers'])
  const virtualConsole = (window as unknown as { _virtualConsole: VirtualConsole })._virtualConsole
  const attempts: string[] = []
  const listener = (error: Error) => {
    if (/navigation/i.test(error.message)) attempts.push(error.message)
  }
  virtualConsole.on('jsdomError', listener)
  onTestFinished(() => void virtualConsole.off('jsdomError', listener))
  const navigations = () => attempts.length
  return { navigations }
}

describe('social sign-in buttons', () => {
  it('keep all four; one the server has not set up says so in a toast and stays on the page', async () => {
    const { navigations } = await showButtons(server.url)
    for (const name of ['Google', 'Facebook', 'Microsoft', 'GitHub']) {
      expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBeTruthy()
    }

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }))
    expect(await screen.findByText('Facebook sign-in is not set up on this server')).toBeTruthy()
    expect(screen.getByText('Please use your email and password instead.')).toBeTruthy()
    expect(navigations()).toBe(0)

    act(() => dismiss())
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))
    expect(navigations()).toBe(1)
    expect(screen.queryByText(/sign-in is not set up/)).toBeNull()
  })

  it('navigate as before when the server cannot be asked (offline)', async () => {
    const { navigations } = await showButtons(`http://127.0.0.1:${await freePort()}`)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }))
    expect(navigations()).toBe(1)
    expect(screen.queryByText(/sign-in is not set up/)).toBeNull()
  })
})
