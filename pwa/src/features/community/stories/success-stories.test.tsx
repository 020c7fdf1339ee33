// Success Stories against the real API process (its own SQLite database, the seeded stories and
// catalogue): nothing about the server is mocked. `SameOriginBrowser` plays the browser's part
// (see shopping-page.test.tsx); the person's stack is on the device as a sync pull leaves it.
import 'fake-indexeddb/auto'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  referenceSnapshotSchema,
  stackItemId,
  STORY_TEXT_REQUIRED,
  STORY_TITLE_REQUIRED,
  type ReferenceSnapshot,
} from '@dosewise/sync-protocol'
import { freePort, startApiServer, type ApiServer } from '../../../../test-support/api-server'
import { SameOriginBrowser } from '../../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../../testing/render-with-db'
import { seedReferenceSnapshot, seedServerRecords } from '../../../testing/seed'
import { STORY_OFFLINE } from './stories-api'
import { SuccessStoriesTab } from './success-stories-tab'

configure({ asyncUtilTimeout: 5000 })

let server: ApiServer
let snapshot: ReferenceSnapshot
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
  snapshot = referenceSnapshotSchema.parse(await (await new SameOriginBrowser(server.url).fetch('/api/reference/snapshot')).json())
}, 90_000)

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

async function signedIn(firstName: string) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  return browser
}

const supplementNamed = (name: string) => snapshot.supplements.find((s) => s.name === name)!

/** The tab for `as`, with the catalogue and `stack` (supplement names) on the device. */
async function show(as: SameOriginBrowser, stack: string[] = [], database = newUserDatabase()) {
  as.openPage()
  vi.stubGlobal('fetch', as.pageFetch)
  db = database
  await seedReferenceSnapshot(db, snapshot)
  await seedServerRecords(
    db,
    'stackItem',
    stack.map((name) => {
      const supplementId = supplementNamed(name).id
      return {
        id: stackItemId(db!.userId, supplementId),
        supplementId,
        active: true,
        dosage: null,
        time: '08:00',
        source: 'manual',
        assessmentId: null,
        startedAt: '2026-11-01T08:00:00.000Z',
        createdAt: '2026-11-01T08:00:00.000Z',
        updatedAt: '2026-11-01T08:00:00.000Z',
      }
    })
  )
  return renderWithDb(<SuccessStoriesTab />, db)
}

const story = (title: string) => screen.getByRole('article', { name: title })
const findStory = (title: string) => screen.findByRole('article', { name: title })
const dialog = () => screen.getByRole('dialog')
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: false }) as HTMLInputElement
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)', hidden: true })
const errorOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent

function setOnline(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('Success Stories against the real API', () => {
  it('lists the stories as the spec shows them: author or A, weeks or Recently, 3 supplements then +N more, likes', async () => {
    await show(await signedIn('Nell'))

    const named = await findStory('Night-shift nurse: a sleep routine that finally stuck')
    // Anonymous: the initial 'A', never a name.
    expect(within(named).getByText('A')).toBeTruthy()
    expect(within(named).getByText('Anonymous')).toBeTruthy()
    expect(within(named).getByText('8 weeks')).toBeTruthy()
    expect(within(named).getByText('67 likes')).toBeTruthy()

    const office = story('A blood test, a modest vitamin D dose, and fewer foggy winter afternoons')
    expect(within(office).getByText('Priya')).toBeTruthy()
    expect(within(office).getByText('P')).toBeTruthy()
    expect(within(office).getByText('12 weeks')).toBeTruthy()

    expect(within(story("Teacher's note: managing exam-season stress")).getByText('Recently')).toBeTruthy()

    const designer = story('A simple routine for long screen days as a freelance designer')
    const supplements = within(designer).getByRole('list', { name: 'Supplements used' })
    expect(
      within(supplements)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['Omega-3 Fish Oil', 'Vitamin D3', 'Magnesium Glycinate', '+1 more'])
    // Other people's stories have no Edit or Delete.
    expect(within(designer).queryByRole('button', { name: 'Edit' })).toBeNull()
  }, 30_000)

  it("says 'No success stories yet' when there are none", async () => {
    const viewer = await signedIn('Olive')
    await show(viewer)
    await findStory('Night-shift nurse: a sleep routine that finally stuck')
    cleanup()
    // The same server's answer, emptied: no other way to have no seeded stories on it.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/success-stories' ? Response.json([]) : viewer.pageFetch(input, init)
    )
    renderWithDb(<SuccessStoriesTab />, db)
    expect(await screen.findByRole('heading', { name: 'No success stories yet' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Share Your Story' })).toHaveLength(2)
  }, 30_000)

  it('shares a story: checked first, private and anonymous by default, supplements from the stack', async () => {
    await show(await signedIn('Pia'), ['Vitamin D3', 'Magnesium Glycinate'])
    await findStory('Night-shift nurse: a sleep routine that finally stuck')

    fireEvent.click(screen.getByRole('button', { name: 'Share Your Story' }))
    expect(field('Share with the community').checked).toBe(false)
    expect(field('Post anonymously').checked).toBe(true)
    const picker = within(dialog()).getByRole('group', { name: 'Supplements used' })
    expect((await within(picker).findAllByRole('checkbox')).map((box) => box.parentElement!.textContent)).toEqual([
      'Magnesium Glycinate',
      'Vitamin D3',
    ])

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share Story' }))
    expect(errorOf(field('Title'))).toBe(STORY_TITLE_REQUIRED)
    expect(errorOf(field('Your story'))).toBe(STORY_TEXT_REQUIRED)

    fireEvent.change(field('Title'), { target: { value: 'Steadier winters' } })
    fireEvent.change(field('Your story'), { target: { value: 'Vitamin D3 after a blood test.\nChecked again in spring.' } })
    fireEvent.change(field('Duration in weeks'), { target: { value: '10' } })
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Vitamin D3' }))
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share Story' }))

    expect(await within(toastRegion()).findByText('Story shared')).toBeTruthy()
    expect(within(toastRegion()).getByText('Saved privately: only you can see it.')).toBeTruthy()
    const mine = await findStory('Steadier winters')
    expect(within(mine).getByText('Your story')).toBeTruthy()
    expect(within(mine).getByText('Only you can see this')).toBeTruthy()
    expect(within(mine).getByText('Anonymous')).toBeTruthy()
    expect(within(mine).getByText('10 weeks')).toBeTruthy()
    expect(within(within(mine).getByRole('list', { name: 'Supplements used' })).getByText('Vitamin D3')).toBeTruthy()
  }, 30_000)

  it('likes a story once, and takes the like back', async () => {
    const viewer = await signedIn('Quinn')
    await show(viewer)
    const card = await findStory('Getting through a warehouse summer without the afternoon slump')
    const like = within(card).getByRole('button', { name: 'Like' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(within(card).getByText('29 likes')).toBeTruthy()

    fireEvent.click(like)
    await waitFor(() => expect(within(card).getByText('30 likes')).toBeTruthy())
    expect(like.getAttribute('aria-pressed')).toBe('true')
    // The server counted it once, for this person.
    const listed = (await (await viewer.fetch('/api/success-stories')).json()) as {
      title: string
      likesCount: number
      likedByMe: boolean
    }[]
    expect(listed.find((s) => s.title.startsWith('Getting through a warehouse'))).toMatchObject({ likesCount: 30, likedByMe: true })

    fireEvent.click(like)
    await waitFor(() => expect(within(card).getByText('29 likes')).toBeTruthy())
    expect(like.getAttribute('aria-pressed')).toBe('false')
  }, 30_000)

  it("offline, sharing says it needs a connection and keeps what was typed; the list reads from this device's copy", async () => {
    const viewer = await signedIn('Rhea')
    const { unmount } = await show(viewer)
    await findStory('Night-shift nurse: a sleep routine that finally stuck')
    const database = db!
    unmount()

    // Next visit, no connection: the copy saved last time shows, and says so.
    setOnline(false)
    viewer.origin = `http://127.0.0.1:${await freePort()}`
    renderWithDb(<SuccessStoriesTab />, database)
    expect(await findStory('Night-shift nurse: a sleep routine that finally stuck')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/^You're offline\. Showing the success stories last loaded on this device from /)

    fireEvent.click(screen.getByRole('button', { name: 'Share Your Story' }))
    expect(within(dialog()).getByRole('alert').textContent).toBe(STORY_OFFLINE.share)
    fireEvent.change(field('Title'), { target: { value: 'Typed on the train' } })
    fireEvent.change(field('Your story'), { target: { value: 'No signal here.' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Share Story' }))
    expect(within(dialog()).getByRole('alert').textContent).toBe(STORY_OFFLINE.share)

    // Closed and opened again, the draft is still there.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(screen.getByRole('button', { name: 'Share Your Story' }))
    expect(field('Title').value).toBe('Typed on the train')
    expect(field('Your story').value).toBe('No signal here.')
  }, 30_000)

  it('edits and deletes only its own story', async () => {
    const viewer = await signedIn('Sami')
    await viewer.send('POST', '/api/success-stories', {
      title: 'Calmer exam weeks',
      story: 'Less coffee.',
      isPublic: true,
      isAnonymous: false,
    })
    await show(viewer)
    const mine = await findStory('Calmer exam weeks')
    expect(within(mine).getByText('Sami')).toBeTruthy()

    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }))
    expect(field('Title').value).toBe('Calmer exam weeks')
    expect(field('Share with the community').checked).toBe(true)
    fireEvent.change(field('Title'), { target: { value: 'Calmer exam seasons' } })
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save Changes' }))
    expect(await within(toastRegion()).findByText('Story updated')).toBeTruthy()
    const edited = await findStory('Calmer exam seasons')

    fireEvent.click(within(edited).getByRole('button', { name: 'Delete' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }))
    expect(await within(toastRegion()).findByText('Story deleted')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Calmer exam seasons' })).toBeNull())
    const listed = (await (await viewer.fetch('/api/success-stories')).json()) as { title: string }[]
    expect(listed.map((s) => s.title)).not.toContain('Calmer exam seasons')
  }, 30_000)
})
