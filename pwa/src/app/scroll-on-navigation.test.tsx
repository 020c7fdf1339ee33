// jsdom lays nothing out: the page's scroll position and height are played here — scrollTo moves
// scrollY within the page's height and fires 'scroll', as a browser does.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScrollOnNavigation } from './scroll-on-navigation'

let scrollY = 0
let pageHeight = 10_000
const scrolledIntoView: string[] = []

function scrollPageTo(y: number) {
  scrollY = Math.max(0, Math.min(y, pageHeight))
  window.dispatchEvent(new Event('scroll'))
}

beforeEach(() => {
  scrollY = 0
  pageHeight = 10_000
  scrolledIntoView.length = 0
  sessionStorage.clear()
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => scrollPageTo(y)) as typeof window.scrollTo)
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this.id)
  }
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

let go: ReturnType<typeof useNavigate>

function Screen({ name }: { name: string }) {
  go = useNavigate()
  const { pathname, search } = useLocation()
  return (
    <>
      <h1>{name}</h1>
      <output aria-label="Current address">{pathname + search}</output>
      <p id="details">Details</p>
    </>
  )
}

function renderApp(initial = '/recommendations') {
  render(
    <MemoryRouter initialEntries={[initial]}>
      <ScrollOnNavigation />
      <Routes>
        <Route path="/recommendations" element={<Screen name="Recommendations" />} />
        <Route path="/journal" element={<Screen name="Journal" />} />
      </Routes>
    </MemoryRouter>
  )
}

const navigate = (to: string | number) => act(() => void go(to as string))

describe('scroll position on navigation', () => {
  it('a new screen opens at the top, wherever the previous one was scrolled', () => {
    renderApp()
    act(() => scrollPageTo(1200))
    navigate('/journal')
    expect(screen.getByRole('heading', { name: 'Journal' })).toBeTruthy()
    expect(scrollY).toBe(0)
  })

  it('Back returns to where the person was, waiting for the screen to grow tall enough', async () => {
    renderApp()
    act(() => scrollPageTo(1200))
    navigate('/journal')
    act(() => scrollPageTo(300))

    pageHeight = 500 // the screen coming back is still loading
    navigate(-1)
    expect(screen.getByRole('heading', { name: 'Recommendations' })).toBeTruthy()
    expect(scrollY).toBe(500)
    pageHeight = 10_000 // now it has its content
    await waitFor(() => expect(scrollY).toBe(1200))

    navigate(1) // Forward: the journal where it was left
    await waitFor(() => expect(scrollY).toBe(300))
  })

  it('stops restoring once the person scrolls themselves', async () => {
    renderApp()
    act(() => scrollPageTo(1200))
    navigate('/journal')
    pageHeight = 400
    navigate(-1)
    act(() => window.dispatchEvent(new Event('wheel')))
    pageHeight = 10_000
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(scrollY).toBe(400)
  })

  it('a change of the query string alone keeps the position', () => {
    renderApp('/journal?tab=one')
    act(() => scrollPageTo(800))
    navigate('/journal?tab=two')
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/journal?tab=two')
    expect(scrollY).toBe(800)
  })

  it('an entry kept where it was is returned to, even if the person never scrolled on it', async () => {
    renderApp('/journal?tab=one')
    act(() => scrollPageTo(800))
    navigate('/journal?tab=two')
    // The position of the new entry is read in the next frame (ADR 0056), not in React's commit.
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    navigate('/recommendations')
    expect(scrollY).toBe(0)
    navigate(-1)
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/journal?tab=two')
    await waitFor(() => expect(scrollY).toBe(800))
  })

  it('a link to #id scrolls to its target instead of the top', () => {
    renderApp()
    act(() => scrollPageTo(1200))
    navigate('/journal#details')
    expect(scrolledIntoView).toEqual(['details'])
  })

  it('the skip link still goes to the content (a plain #id link, with no key of its own)', async () => {
    window.history.replaceState(null, '', '/recommendations')
    render(
      <BrowserRouter>
        <ScrollOnNavigation />
        <Routes>
          <Route path="*" element={<Screen name="Any" />} />
        </Routes>
        <a href="#main">Skip to content</a>
        <main id="main">Content</main>
      </BrowserRouter>
    )
    act(() => scrollPageTo(900)) // the first page of the tab, which has no key either
    navigate('/journal')
    expect(scrollY).toBe(0)
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }))
    await waitFor(() => expect(window.location.pathname + window.location.hash).toBe('/journal#main'))
    await waitFor(() => expect(scrolledIntoView).toEqual(['main']))
    expect(scrollY).toBe(0)
  })
})
