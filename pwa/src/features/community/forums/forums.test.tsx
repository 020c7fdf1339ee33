// The forums (ADR 0031) against the real API process (its own SQLite database, the seeded
// forums): nothing about the server is mocked. `SameOriginBrowser` plays the browser's part; the
// person's posts and replies are written to their own local database and sent by a real sync
// engine, driven step by step (`syncNow`) so each test sees 'Waiting to send' before it goes.
import 'fake-indexeddb/auto'
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { join } from 'node:path'
import { startApiServer, type ApiServer } from '../../../../test-support/api-server'
import { SameOriginBrowser } from '../../../../test-support/same-origin-browser'
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from '../../../db/database'
import { SessionProvider } from '../../../lib/session'
import { createBrowserHttp } from '../../../sync/browser-http'
import { SyncEngine } from '../../../sync/sync-engine'
import { createSyncTransport } from '../../../sync/transport'
import { renderWithDb } from '../../../testing/render-with-db'
import { dismiss } from '../../../ui/toast/use-toast'
import ForumPage from './forum-page'
import { ForumsTab } from './forums-tab'
import ThreadPage from './thread-page'

configure({ asyncUtilTimeout: 8000 })

let server: ApiServer
let db: UserDatabase | undefined
let engine: SyncEngine | undefined
let offline = false

beforeAll(async () => {
  // Many people sign up here, all from 127.0.0.1: a roomier per-address allowance (as e2e/run.js).
  server = await startApiServer({ RATE_LIMIT_IP_SCALE: '5' })
}, 90_000)

afterEach(async () => {
  act(() => dismiss())
  cleanup()
  await engine?.stop()
  engine = undefined
  if (db) {
    db.close()
    await deleteUserDatabase(db.userId)
  }
  db = undefined
  offline = false
  localStorage.clear()
  document.cookie = 'dosewise_auth=; max-age=0; path=/'
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

afterAll(async () => {
  await server?.dispose()
})

interface Person {
  browser: SameOriginBrowser
  id: number
}

async function signedIn(firstName: string): Promise<Person> {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn(firstName)
  const me = await (await browser.fetch('/api/auth/user')).json()
  return { browser, id: me.id }
}

async function forums(as: Person): Promise<{ id: number; name: string; postsCount: number; jobCategory: string | null }[]> {
  return (await as.browser.fetch('/api/forums')).json()
}

const post = (as: Person, forumId: number, fields: Record<string, unknown> = {}) =>
  as.browser.send('POST', '/api/forum-posts', { forumId, title: 'Night shifts and sleep', content: 'What helps you?', ...fields })

function setOnline(online: boolean) {
  offline = !online
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

/** The screens at `path` for `as`, with their own local database and a sync engine for it. */
function show(as: Person, path: string, keepDb = false) {
  as.browser.openPage()
  // The hint cookie the API sets at sign-in, readable by the page (the session cookie is not).
  document.cookie = 'dosewise_auth=1; path=/'
  // Offline, every request fails as a browser's does.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : as.browser.pageFetch(input, init)
  )
  if (!keepDb || !db) db = openUserDatabase(as.id)
  engine = new SyncEngine({
    db,
    transport: createSyncTransport(createBrowserHttp()),
    autoSync: false,
    locks: null,
    isOnline: () => !offline,
    referenceData: false,
  })
  return renderWithDb(
    <SessionProvider>
      <Routes>
        <Route path="/community" element={<ForumsTab />} />
        <Route path="/community/forums/:forumId" element={<ForumPage />} />
        <Route path="/community/posts/:postId" element={<ThreadPage />} />
      </Routes>
    </SessionProvider>,
    db,
    path
  )
}

const sync = () => act(() => engine!.syncNow())
const toastRegion = () => screen.getByRole('region', { name: 'Notifications (F8)', hidden: true })
const errorOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent

describe('the Forums tab', () => {
  it('lists each forum with its category and the posts anyone can read, and opens it', async () => {
    const vera = await signedIn('Vera')
    const [first] = await forums(vera)
    await post(vera, first!.id)
    const expected = await forums(vera)
    show(vera, '/community')

    for (const forum of expected) {
      const card = (await screen.findByRole('link', { name: forum.name })).closest('article')!
      expect(within(card).getByText(forum.postsCount === 1 ? '1 post' : `${forum.postsCount} posts`)).toBeTruthy()
    }
    expect(expected.find((f) => f.id === first!.id)!.postsCount).toBeGreaterThanOrEqual(1)
    const office = expected.find((f) => f.jobCategory === 'office')
    if (office) expect(within(screen.getByRole('link', { name: office.name }).closest('article')!).getByText('Office Workers')).toBeTruthy()
    expect(screen.getByRole('link', { name: first!.name }).getAttribute('href')).toBe(`/community/forums/${first!.id}`)
    expect(screen.queryByRole('heading', { name: 'Moderation' })).toBeNull()
  }, 30_000)

  it("says 'No forums yet' when there are none", async () => {
    const vera = await signedIn('Vera')
    db = openUserDatabase(vera.id)
    renderAgainWithEmptyForums(vera)
    expect(await screen.findByRole('heading', { name: 'No forums yet' })).toBeTruthy()
  }, 30_000)
})

function renderAgainWithEmptyForums(as: Person) {
  as.browser.openPage()
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input) === '/api/forums'
      ? Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }))
      : as.browser.pageFetch(input, init)
  )
  return renderWithDb(
    <SessionProvider>
      <ForumsTab />
    </SessionProvider>,
    db!
  )
}

describe('a forum', () => {
  it('writes a new post on the device: checked first, waiting to send, then sent once', async () => {
    const ana = await signedIn('Ana')
    const [forum] = await forums(ana)
    show(ana, `/community/forums/${forum!.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: forum!.name })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'New post' }))
    const dialog = screen.getByRole('dialog', { name: 'New post' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }))
    expect(errorOf(within(dialog).getByLabelText(/Title/))).toBe('Title is required')
    expect(errorOf(within(dialog).getByLabelText(/Message/))).toBe('Message is required')

    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Magnesium before nights?' } })
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: 'Does it help you *sleep* in the day?' } })
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Post anonymously/ }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }))

    expect(await within(toastRegion()).findByText('Post published')).toBeTruthy()
    const link = await screen.findByRole('link', { name: 'Magnesium before nights?' })
    const card = link.closest('article')!
    expect(within(card).getByText('Waiting to send')).toBeTruthy()
    expect(within(card).getByText('Anonymous')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(link))

    await sync()
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: 'Magnesium before nights?' }).closest('article')!).queryByText('Waiting to send')
      ).toBeNull()
    )
    const page = await (await ana.browser.fetch(`/api/forums/${forum!.id}/posts`)).json()
    expect(page.posts.filter((p: { title: string }) => p.title === 'Magnesium before nights?')).toHaveLength(1)
    expect(page.posts[0]).toMatchObject({ author: 'Anonymous', mine: true })
  }, 30_000)
})

describe('a thread', () => {
  it('shows Markdown safely, counts a like once, and asks before offensive words', async () => {
    const ben = await signedIn('Ben')
    const [forum] = await forums(ben)
    const thread = await post(ben, forum!.id, {
      title: 'Formatting test',
      content:
        'Some **bold** words <script>window.hacked = true</script><b>raw</b> [a site](https://example.com) [trap](javascript:alert(1))',
    })
    const cleo = await signedIn('Cleo')
    show(cleo, `/community/posts/${thread.id}`)

    expect(await screen.findByRole('heading', { level: 1, name: 'Formatting test' })).toBeTruthy()
    const article = screen.getByText('bold').closest('article')!
    expect(screen.getByText('bold').tagName).toBe('STRONG')
    expect(article.querySelector('script')).toBeNull()
    expect(article.querySelector('b')).toBeNull()
    const site = within(article).getByRole('link', { name: /a site/ })
    expect(site.getAttribute('href')).toBe('https://example.com')
    expect(site.getAttribute('rel')).toContain('noopener')
    expect(within(article).queryByRole('link', { name: /trap/ })?.getAttribute('href') ?? '').not.toMatch(/javascript/)

    const like = within(article).getByRole('button', { name: 'Like, 0 likes' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    like.focus()
    fireEvent.click(like)
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Like, 1 like' }).getAttribute('aria-pressed')).toBe('true'))
    expect(document.activeElement).toBe(within(article).getByRole('button', { name: 'Like, 1 like' }))

    const field = screen.getByLabelText(/Your reply/)
    fireEvent.change(field, { target: { value: 'This is shit advice' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }))
    const asking = await screen.findByRole('alertdialog', {
      name: 'Your reply contains words some readers may find offensive. Post anyway?',
    })
    fireEvent.click(within(asking).getByRole('button', { name: 'Edit' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(document.activeElement).toBe(screen.getByLabelText(/Your reply/))
    expect(await (await cleo.browser.fetch(`/api/forum-posts/${thread.id}`)).json()).toMatchObject({ replies: [] })

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Post anyway' }))
    const reply = await screen.findByRole('article', { name: 'Reply by Cleo' })
    expect(within(reply).getByText('This is shit advice')).toBeTruthy()
    expect(within(reply).getByText('Waiting to send')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(reply))
    await sync()
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Reply by Cleo' })).queryByText('Waiting to send')).toBeNull())
    expect(screen.getByRole('heading', { name: '1 reply' })).toBeTruthy()
  }, 30_000)

  it('offline: reads the kept copy, keeps a reply waiting to send until back online, and says likes need a connection', async () => {
    const ben = await signedIn('Ben')
    const [forum] = await forums(ben)
    const thread = await post(ben, forum!.id, { title: 'Read me on the train', content: 'Kept for later.' })
    const dana = await signedIn('Dana')
    show(dana, `/community/posts/${thread.id}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Read me on the train' })).toBeTruthy()
    // The copy is saved after the answer is shown.
    await waitFor(async () => expect(await db!.serverCopies.get(`forum-post:${thread.id}`)).toBeTruthy())
    cleanup()

    setOnline(false)
    show(dana, `/community/posts/${thread.id}`, true)
    expect(await screen.findByRole('heading', { level: 1, name: 'Read me on the train' })).toBeTruthy()
    expect(await screen.findByText(/You're offline. Showing the thread last loaded on this device/)).toBeTruthy()

    fireEvent.change(screen.getByLabelText(/Your reply/), { target: { value: 'Written in a tunnel' } })
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }))
    expect(await within(toastRegion()).findByText('Reply saved')).toBeTruthy()
    expect(within(toastRegion()).getByText("You're offline. It will be sent when you're back online.")).toBeTruthy()
    // By the card's name: until the form clears, its controlled textarea holds the same text.
    const reply = await screen.findByRole('article', { name: 'Reply by Dana' })
    expect(within(reply).getByText('Written in a tunnel')).toBeTruthy()
    expect(within(reply).getByText('Waiting to send')).toBeTruthy()

    fireEvent.click(within(screen.getByText('Kept for later.').closest('article')!).getByRole('button', { name: /Like/ }))
    expect(await within(toastRegion()).findByText('Likes need a connection')).toBeTruthy()

    setOnline(true)
    await sync()
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Reply by Dana' })).queryByText('Waiting to send')).toBeNull())
    const seen = await (await ben.browser.fetch(`/api/forum-posts/${thread.id}`)).json()
    expect(seen.replies.map((r: { content: string; author: string }) => [r.content, r.author])).toEqual([['Written in a tunnel', 'Dana']])
  }, 30_000)

  it('the author edits and deletes their post (asked first); others may report a reply once', async () => {
    const ben = await signedIn('Ben')
    const [forum] = await forums(ben)
    const thread = await post(ben, forum!.id, { title: 'Edit me' })
    const eli = await signedIn('Eli')
    await eli.browser.send('POST', `/api/forum-posts/${thread.id}/replies`, { content: 'Elis first words' })
    show(ben, `/community/posts/${thread.id}`)

    const others = (await screen.findByText('Elis first words')).closest('article')!
    expect(within(others).queryByRole('button', { name: 'Edit' })).toBeNull()
    fireEvent.click(within(others).getByRole('button', { name: 'Report' }))
    const report = screen.getByRole('dialog', { name: 'Report this reply' })
    fireEvent.click(within(report).getByRole('button', { name: 'Report' }))
    expect(errorOf(within(report).getByRole('group', { name: /Reason/ }))).toBe('Choose a reason')
    fireEvent.click(within(report).getByRole('radio', { name: 'Spam or advertising' }))
    fireEvent.click(within(report).getByRole('button', { name: 'Report' }))
    expect(await within(toastRegion()).findByText('Report sent')).toBeTruthy()
    expect(within(others).getByRole('button', { name: 'Reported' })).toBeTruthy()

    // Ben's own post, written through REST on "another device": edited here over the API.
    const own = screen.getByText('What helps you?').closest('article')!
    fireEvent.click(within(own).getByRole('button', { name: 'Edit' }))
    const edit = screen.getByRole('dialog', { name: 'Edit your post' })
    fireEvent.change(within(edit).getByLabelText(/Message/), { target: { value: 'What helps you, really?' } })
    fireEvent.click(within(edit).getByRole('button', { name: 'Save changes' }))
    expect(await within(toastRegion()).findByText('Post updated')).toBeTruthy()
    expect(await screen.findByText('What helps you, really?')).toBeTruthy()

    fireEvent.click(within(screen.getByText('What helps you, really?').closest('article')!).getByRole('button', { name: 'Delete' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this post?' })
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await within(toastRegion()).findByText('Post deleted')).toBeTruthy()
    expect((await eli.browser.fetch(`/api/forum-posts/${thread.id}`)).status).toBe(404)
  }, 30_000)
})

describe('moderation', () => {
  it('moderators review what three people reported and keep it; nobody else sees the section', async () => {
    const ben = await signedIn('Ben')
    const [forum] = await forums(ben)
    const thread = await post(ben, forum!.id, { title: 'Reported thread', content: 'Perfectly fine words.' })
    for (const name of ['Fay', 'Gus', 'Hal']) {
      const reporter = await signedIn(name)
      await reporter.browser.send('POST', `/api/forum-posts/${thread.id}/reports`, { reason: 'off-topic' })
    }
    const mod = await signedIn('Mo')
    const { default: Sqlite } = await import('better-sqlite3')
    const file = new Sqlite(join(server.dataDir, 'dosewise.sqlite'))
    file.prepare('update users set role = ? where id = ?').run('admin', mod.id)
    file.close()

    show(mod, '/community')
    fireEvent.click(await screen.findByRole('button', { name: 'Review reports' }))
    const item = (await screen.findByRole('link', { name: 'Reported thread' })).closest('li')!
    expect(within(item).getByText('3 reports')).toBeTruthy()
    expect(within(item).getByText('Off-topic (3)')).toBeTruthy()
    fireEvent.click(within(item).getByRole('button', { name: 'Keep' }))
    expect(await within(toastRegion()).findByText('Post kept')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Reported thread' })).toBeNull())
    expect((await ben.browser.fetch(`/api/forum-posts/${thread.id}`)).status).toBe(200)
  }, 30_000)
})
