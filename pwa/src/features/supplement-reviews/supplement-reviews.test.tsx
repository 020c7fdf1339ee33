// The reviews panel against the real API process (its own SQLite database, seeded catalogue):
// nothing about the server is mocked. jsdom has no HTTP of its own, so `SameOriginBrowser` plays
// the browser's part — relative URLs go to the API's origin, cookies are kept, and the
// XSRF-TOKEN cookie is readable by the page as in a browser.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, startApiServer, type ApiServer } from '../../../test-support/api-server'
import { SameOriginBrowser } from '../../../test-support/same-origin-browser'
import { Toaster } from '../../ui/toast/toaster'
import { dismiss } from '../../ui/toast/use-toast'
import { OFFLINE_MESSAGE } from './reviews-api'
import { SupplementReviews } from './supplement-reviews'

let server: ApiServer
let viewer: SameOriginBrowser
let supplements: { id: number; name: string }[]
/** Each test reviews its own supplement, so no test sees another's reviews. */
let nextSupplement = 0
const takeSupplement = () => supplements[nextSupplement++]!

beforeAll(async () => {
  server = await startApiServer()
  viewer = new SameOriginBrowser(server.url)
  await viewer.signUpAndIn('Vera')
  supplements = await (await viewer.fetch('/api/supplements')).json()
  if (supplements.length < 7) throw new Error(`The API seeded ${supplements.length} supplements:\n${server.output()}`)
}, 90_000)

afterEach(() => {
  act(() => dismiss())
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  viewer.origin = server.url
})

afterAll(async () => {
  await server?.dispose()
})

function show(supplement: { id: number; name: string }, as: SameOriginBrowser = viewer) {
  as.openPage()
  vi.stubGlobal('fetch', as.fetch)
  render(
    <>
      <SupplementReviews supplementId={supplement.id} supplementName={supplement.name} />
      <Toaster />
    </>
  )
}

// `hidden`: while the form's modal dialog is open, everything outside it is aria-hidden.
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)', hidden: true })
const reviewDialog = () => screen.getByRole('dialog')
const articles = () => screen.getAllByRole('article')
/** A radio of the open form's group ('Rating', 'Effectiveness', 'Would you recommend it?'). */
const choice = (group: string, name: string) =>
  within(within(reviewDialog()).getByRole('group', { name: group })).getByRole('radio', { name }) as HTMLInputElement
/** The message tied to a field or a group by aria-describedby. */
const errorOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('SupplementReviews against the real API', () => {
  it('shows the loading state, then the empty state', async () => {
    show(takeSupplement())
    expect(screen.getByText('Loading reviews...')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy()
    expect(screen.getByText('0 reviews')).toBeTruthy()
    expect(screen.queryByText(/would recommend/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Write a Review' })).toBeTruthy()
  }, 30_000)

  it('sums up and lists other people’s reviews newest first; an anonymous one has no name', async () => {
    const supplement = takeSupplement()
    const grace = new SameOriginBrowser(server.url)
    await grace.signUpAndIn('Grace')
    const graces = await grace.send('POST', `/api/supplements/${supplement.id}/reviews`, {
      rating: 5,
      effectiveness: 4,
      sideEffects: 'Mild headache the first week',
      benefits: 'Sleeping through the night',
      duration: 30,
      wouldRecommend: true,
      isAnonymous: false,
    })
    const linus = new SameOriginBrowser(server.url)
    await linus.signUpAndIn('Linus')
    await linus.send('POST', `/api/supplements/${supplement.id}/reviews`, { rating: 4, wouldRecommend: false })

    show(supplement)
    expect(await screen.findByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeTruthy()
    expect(screen.getByText('2 reviews')).toBeTruthy()
    expect(screen.getByText('50% would recommend')).toBeTruthy()

    const [newest, older] = articles()
    expect(within(newest!).getByRole('heading', { name: 'Anonymous' })).toBeTruthy()
    expect(within(newest!).getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeTruthy()
    expect(within(newest!).getByText('Would not recommend')).toBeTruthy()
    expect(within(older!).getByRole('heading', { name: 'Grace' })).toBeTruthy()
    expect(within(older!).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeTruthy()
    expect(within(older!).getByRole('img', { name: '4 out of 5' })).toBeTruthy()
    expect(within(older!).getByText('Mild headache the first week')).toBeTruthy()
    expect(within(older!).getByText('Sleeping through the night')).toBeTruthy()
    expect(within(older!).getByText('30 days')).toBeTruthy()
    expect(within(older!).getByText('Would recommend')).toBeTruthy()
    expect(
      within(older!).getByText(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(graces.createdAt)))
    ).toBeTruthy()
    expect(screen.queryByText('Your review')).toBeNull()
  }, 30_000)

  it('writes a review: rating required, anonymous by default; saved, listed as "Your review", then edited', async () => {
    show(takeSupplement())
    await screen.findByRole('heading', { name: 'No reviews yet' })
    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }))
    const dialog = reviewDialog()
    expect(within(dialog).getByRole('heading', { name: 'Write a Review' })).toBeTruthy()
    expect((within(dialog).getByRole('checkbox', { name: 'Post anonymously' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(errorOf(within(dialog).getByRole('group', { name: 'Rating' }))).toBe('Required')

    // Native radios in one group: the arrow keys move between the stars.
    const stars = within(within(dialog).getByRole('group', { name: 'Rating' })).getAllByRole('radio')
    expect(stars.map((star) => star.closest('label')!.textContent)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
    expect(new Set(stars.map((star) => (star as HTMLInputElement).name)).size).toBe(1)
    fireEvent.click(choice('Rating', '4 stars'))
    fireEvent.click(choice('Effectiveness', '3 stars'))
    fireEvent.change(within(dialog).getByLabelText('Benefits Noticed'), { target: { value: '  More energy  ' } })
    fireEvent.change(within(dialog).getByLabelText('Days Taken'), { target: { value: '21' } })
    fireEvent.click(choice('Would you recommend it?', 'Yes'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }))

    expect(await within(toastRegion()).findByText('Review saved')).toBeTruthy()
    expect(within(toastRegion()).getByText('Thank you for sharing your experience.')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    const [mine] = await screen.findAllByRole('article')
    expect(within(mine!).getByText('Your review')).toBeTruthy()
    expect(within(mine!).getByRole('heading', { name: 'Anonymous' })).toBeTruthy()
    expect(within(mine!).getByText('More energy')).toBeTruthy()
    expect(within(mine!).getByText('21 days')).toBeTruthy()
    expect(screen.getByText('1 review')).toBeTruthy()
    expect(screen.getByText('100% would recommend')).toBeTruthy()

    // A second review replaces the first: the form opens with it.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Your Review' }))
    const edit = reviewDialog()
    expect(choice('Rating', '4 stars').checked).toBe(true)
    expect(choice('Effectiveness', '3 stars').checked).toBe(true)
    expect((within(edit).getByLabelText('Days Taken') as HTMLInputElement).value).toBe('21')
    fireEvent.click(choice('Rating', '2 stars'))
    fireEvent.click(within(edit).getByRole('checkbox', { name: 'Post anonymously' }))
    fireEvent.click(within(edit).getByRole('button', { name: 'Submit Review' }))
    expect(await screen.findByRole('heading', { name: 'Vera' })).toBeTruthy()
    expect(articles()).toHaveLength(1)
    expect(within(articles()[0]!).getByRole('img', { name: 'Rated 2 out of 5 stars' })).toBeTruthy()
  }, 30_000)

  it('shows the schema’s messages under the fields and sends nothing', async () => {
    show(takeSupplement())
    await screen.findByRole('heading', { name: 'No reviews yet' })
    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }))
    const dialog = reviewDialog()
    fireEvent.click(choice('Rating', '5 stars'))
    fireEvent.change(within(dialog).getByLabelText('Days Taken'), { target: { value: '2.5' } })
    fireEvent.change(within(dialog).getByLabelText('Side Effects'), { target: { value: 'x'.repeat(10_001) } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Review' }))
    expect(errorOf(within(dialog).getByLabelText('Days Taken'))).toBe('Expected integer, received float')
    expect(errorOf(within(dialog).getByLabelText('Side Effects'))).toBe('String must contain at most 10000 character(s)')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('heading', { name: 'No reviews yet' })).toBeTruthy()
  }, 30_000)

  it('a refused review raises the destructive toast with the server’s message and keeps the form', async () => {
    const supplement = takeSupplement()
    const leaving = new SameOriginBrowser(server.url)
    await leaving.signUpAndIn('Lena')
    show(supplement, leaving)
    await screen.findByRole('heading', { name: 'No reviews yet' })
    // The session ends elsewhere (another tab signs out) while the form is open.
    await leaving.send('POST', '/api/auth/logout')
    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }))
    fireEvent.click(choice('Rating', '3 stars'))
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Submit Review' }))

    const toast = (await within(toastRegion()).findByText('Error')).closest('li')!
    expect(toast.getAttribute('data-variant')).toBe('destructive')
    expect(within(toast).getByText('You need to sign in first.')).toBeTruthy()
    expect(choice('Rating', '3 stars').checked).toBe(true)
  }, 30_000)

  it('offline: says reviews need a connection, keeps the draft, and sends it once back online', async () => {
    const supplement = takeSupplement()
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    show(supplement)
    expect((await screen.findByText(OFFLINE_MESSAGE)).closest('[role="status"]')).toBeTruthy()
    expect(screen.queryByText('No reviews yet')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }))
    fireEvent.click(choice('Rating', '5 stars'))
    fireEvent.change(within(reviewDialog()).getByLabelText('Benefits Noticed'), { target: { value: 'Calmer afternoons' } })
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Submit Review' }))
    expect(within(reviewDialog()).getByRole('alert').textContent).toBe(OFFLINE_MESSAGE)

    // Closing and opening again keeps what was typed.
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }))
    expect((within(reviewDialog()).getByLabelText('Benefits Noticed') as HTMLTextAreaElement).value).toBe('Calmer afternoons')

    setOnline(true)
    // Behind the open dialog (hidden from the accessibility tree while it is open).
    expect(await screen.findByText('No reviews yet')).toBeTruthy()
    expect(within(reviewDialog()).queryByRole('alert')).toBeNull()
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Submit Review' }))
    expect(await within(toastRegion()).findByText('Review saved')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(within(await screen.findByRole('article')).getByText('Calmer afternoons')).toBeTruthy()
  }, 30_000)

  it('a server that cannot be reached counts as offline: the draft is kept and Try again loads the list', async () => {
    const supplement = takeSupplement()
    viewer.origin = `http://127.0.0.1:${await freePort()}`
    show(supplement)
    expect((await screen.findByText(OFFLINE_MESSAGE)).closest('[role="status"]')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Write a Review' }))
    fireEvent.click(choice('Rating', '2 stars'))
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Submit Review' }))
    expect((await within(reviewDialog()).findByRole('alert')).textContent).toBe(OFFLINE_MESSAGE)
    expect(choice('Rating', '2 stars').checked).toBe(true)
    fireEvent.click(within(reviewDialog()).getByRole('button', { name: 'Close' }))

    viewer.origin = server.url
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull())
  }, 30_000)
})
