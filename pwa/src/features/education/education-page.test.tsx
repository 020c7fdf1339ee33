// The Education screen against the real API process (pwa/test-support/api-server.ts): the
// articles are the knowledge base's (api/database/data/education.json), seeded on start.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort, startApiServer, type ApiServer } from '../../../test-support/api-server'
import EducationPage from './education-page'

type KnowledgeBase = { articles: { slug: string; title: string; summary: string; readingMinutes: number; sources: { url: string }[] }[] }
const knowledgeBase: KnowledgeBase = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../../api/database/data/education.json'), 'utf8')
)

/** An article whose text is markup: the screen must show it, not run it. */
const MARKUP_ARTICLE = {
  slug: 'markup-stays-text',
  title: 'Markup <em>stays</em> text',
  body: '<script>window.__educationPwned = true</script>\n\n<img src="x" onerror="window.__educationPwned = true">\n\n**Bold** still reads as bold.',
}

let server: ApiServer
/** Where the app's relative /api/… requests go: the real API, or a port nobody listens on. */
let apiBase = ''
const realFetch = globalThis.fetch

beforeAll(async () => {
  server = await startApiServer()
  const sqlite = new Database(join(server.dataDir, 'dosewise.sqlite'))
  try {
    // Copies a seeded row's remaining columns, so the row has the same shape the seeder writes.
    sqlite
      .prepare(
        `INSERT INTO education_articles (slug, title, summary, body, tags, reading_minutes, sources, created_at, updated_at)
         SELECT ?, ?, summary, ?, tags, reading_minutes, sources, created_at, updated_at FROM education_articles LIMIT 1`
      )
      .run(MARKUP_ARTICLE.slug, MARKUP_ARTICLE.title, MARKUP_ARTICLE.body)
  } finally {
    sqlite.close()
  }
  // The app calls fetch('/api/…') as in a browser on the API's origin; jsdom has no origin to resolve against.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === 'string' && input.startsWith('/') ? apiBase + input : input, init)
  )
}, 90_000)

afterAll(async () => {
  vi.unstubAllGlobals()
  await server?.dispose()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Location() {
  const location = useLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

function open(url: string, base = server.url) {
  apiBase = base
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/education"
          element={
            <>
              <EducationPage />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>
  )
}

const address = () => screen.getByRole('status', { name: 'Current address' }).textContent
const cardTitles = async () =>
  within(await screen.findByRole('list', { name: 'Articles' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)

describe('Education', () => {
  it('lists every article by title, with its summary, reading time and topics', async () => {
    open('/education')
    expect(screen.getByRole('heading', { level: 1, name: 'Education' })).toBeTruthy()
    // The API sorts by title (SQLite's binary order, which a plain comparison reproduces).
    const expected = [...knowledgeBase.articles.map((a) => a.title), MARKUP_ARTICLE.title].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    expect(await cardTitles()).toEqual(expected)

    const card = screen.getByRole('article', { name: 'Supplements for shift workers' })
    const shiftWork = knowledgeBase.articles.find((a) => a.slug === 'supplements-for-shift-workers')!
    expect(within(card).getByText(shiftWork.summary)).toBeTruthy()
    expect(within(card).getByText('3 min read')).toBeTruthy()
    expect(within(within(card).getByRole('list', { name: 'Topics' })).getByText('shift work')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Supplements for shift workers' }).getAttribute('href')).toBe(
      '/education?article=supplements-for-shift-workers'
    )
    expect(screen.getByRole('note', { name: 'Medical disclaimer' })).toBeTruthy()
  })

  it('opens an article with its text, its sources as safe new-tab links and the disclaimer; the back link returns to the list', async () => {
    open('/education')
    fireEvent.click(await screen.findByRole('link', { name: 'How to read interaction levels' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'How to read interaction levels' })).toBeTruthy()
    expect(address()).toBe('/education?article=how-to-read-interaction-levels')
    expect(screen.getByRole('heading', { level: 2, name: 'Major — "Avoid combination - significant risk"' })).toBeTruthy()
    expect(screen.getByText('Do not start the supplement.', { selector: 'strong' })).toBeTruthy()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toContain(
      'Established: shown in human studies or official drug labelling.'
    )

    const sources = within(screen.getByRole('region', { name: 'Sources' })).getAllByRole('link')
    const expected = knowledgeBase.articles.find((a) => a.slug === 'how-to-read-interaction-levels')!.sources
    expect(sources.map((link) => link.getAttribute('href'))).toEqual(expected.map((s) => s.url))
    for (const link of sources) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(screen.getByRole('note', { name: 'Medical disclaimer' }).textContent).toMatch(/not a substitute for professional medical advice/)

    fireEvent.click(screen.getAllByRole('link', { name: 'All articles' })[0])
    expect(await screen.findByRole('list', { name: 'Articles' })).toBeTruthy()
    expect(address()).toBe('/education')
  })

  it('shows a table of the article as a table', async () => {
    open('/education?article=vitamin-d-and-indoor-work')
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent)
    ).toEqual(['Age', 'RDA'])
  })

  it('shows markup in an article as text and never runs it', async () => {
    open(`/education?article=${MARKUP_ARTICLE.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: MARKUP_ARTICLE.title })).toBeTruthy()
    expect(screen.getByText('<script>window.__educationPwned = true</script>')).toBeTruthy()
    expect(screen.getByText('<img src="x" onerror="window.__educationPwned = true">')).toBeTruthy()
    expect(document.body.querySelector('script, img, h1 em')).toBeNull()
    expect((window as { __educationPwned?: boolean }).__educationPwned).toBeUndefined()
    expect(screen.getByText('Bold', { selector: 'strong' })).toBeTruthy()
  })

  it('says when an article does not exist', async () => {
    open('/education?article=no-such-article')
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'All articles' })[0].getAttribute('href')).toBe('/education')
  })

  it('offline with nothing cached it says it needs a connection, and loads once back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    open('/education', `http://127.0.0.1:${await freePort()}`)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: "You're offline — this needs a connection." })).toBeTruthy()
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    apiBase = server.url
    window.dispatchEvent(new Event('online'))
    expect(await cardTitles()).toHaveLength(knowledgeBase.articles.length + 1)
  })

  it('online but unable to reach the server it says so, and Try again asks again', async () => {
    open('/education?article=how-to-read-interaction-levels', `http://127.0.0.1:${await freePort()}`)
    expect(await screen.findByRole('heading', { name: "Can't reach Dosewise right now" })).toBeTruthy()
    apiBase = server.url
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'How to read interaction levels' })).toBeTruthy()
  })
})
