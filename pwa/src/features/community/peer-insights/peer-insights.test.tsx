// Peer Insights against the real API process: a fresh server has no one in any profession, so
// every profession shows the seeded sample figures, labelled so. Real figures (which need five
// people of a profession, ADR 0032; the API suite proves the threshold) are shown by the same
// component from an answer of the same shape.
import 'fake-indexeddb/auto'
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { uuidv7, type ProfessionPeerInsights } from '@dosewise/sync-protocol'
import { freePort, startApiServer, type ApiServer } from '../../../../test-support/api-server'
import { SameOriginBrowser } from '../../../../test-support/same-origin-browser'
import type { UserDatabase } from '../../../db/database'
import { ASSESSMENT_ANSWERS } from '../../../testing/assessment-answers'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../../testing/render-with-db'
import { seedServerRecords } from '../../../testing/seed'
import { PeerInsightsTab } from './peer-insights-tab'
import { ProfessionFigures } from './profession-figures'

configure({ asyncUtilTimeout: 5000 })

let server: ApiServer
let db: UserDatabase | undefined

beforeAll(async () => {
  server = await startApiServer()
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

async function show(jobCategory: string | null) {
  const browser = new SameOriginBrowser(server.url)
  await browser.signUpAndIn('Tess')
  browser.openPage()
  vi.stubGlobal('fetch', browser.pageFetch)
  db = newUserDatabase()
  if (jobCategory) {
    const now = new Date().toISOString()
    await seedServerRecords(db, 'assessment', [
      { ...ASSESSMENT_ANSWERS, id: uuidv7(), jobCategory, plan: null, createdAt: now, updatedAt: now },
    ])
  }
  return { browser, ...renderWithDb(<PeerInsightsTab />, db) }
}

const professionRadio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement
const rows = () =>
  within(screen.getByRole('list', { name: /^What / }))
    .getAllByRole('listitem')
    .map((row) => row.textContent)

describe('Peer Insights against the real API', () => {
  it("opens on the person's profession with the sample figures, labelled 'Sample data'", async () => {
    await show('healthcare')
    expect(await screen.findByRole('heading', { name: 'What Healthcare Professionals track' })).toBeTruthy()
    expect(professionRadio('Healthcare Professionals').checked).toBe(true)
    expect(screen.getByText('Your profession, from your latest assessment: Healthcare Professionals. Compare with any other.')).toBeTruthy()
    expect(screen.getByText('Sample data')).toBeTruthy()
    expect(screen.getByText(/^Sample data: illustrative figures seeded for the first release, not measurements\./)).toBeTruthy()
    // database/data/professions.json: healthcare's most popular first.
    expect(rows()[0]).toContain('Vitamin D3')
    expect(rows()[0]).toContain('74% popular')
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy()

    fireEvent.click(professionRadio('Office Workers'))
    expect(screen.getByRole('heading', { name: 'What Office Workers track' })).toBeTruthy()
    expect(rows()[0]).toContain('78% popular')
  }, 30_000)

  it('without an assessment, asks for one and shows the first profession meanwhile', async () => {
    await show(null)
    expect(await screen.findByRole('heading', { name: 'What Office Workers track' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Take the assessment' }).getAttribute('href')).toBe('/assessment')
  }, 30_000)

  it('offline, reads the figures last loaded on this device', async () => {
    const { browser, unmount } = await show('office')
    await screen.findByRole('heading', { name: 'What Office Workers track' })
    unmount()
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    browser.origin = `http://127.0.0.1:${await freePort()}`
    renderWithDb(<PeerInsightsTab />, db)
    expect(await screen.findByRole('heading', { name: 'What Office Workers track' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toMatch(/^You're offline\. Showing the peer insights last loaded on this device from /)
  }, 30_000)
})

describe('ProfessionFigures', () => {
  it("shows people's own figures as such: how many, their share, a rating only when enough rated", () => {
    const insights: ProfessionPeerInsights = {
      jobCategory: 'creative',
      source: 'people',
      people: 12,
      supplements: [
        { supplementId: 3, name: 'Omega-3 Fish Oil', people: 9, share: 75, averageRating: 4.1, ratingCount: 6 },
        { supplementId: 5, name: 'Vitamin D3', people: 5, share: 42, averageRating: null, ratingCount: 0 },
      ],
    }
    render(
      <MemoryRouter>
        <ProfessionFigures insights={insights} minGroupSize={5} computedAt="2026-11-27T10:00:00.000Z" />
      </MemoryRouter>
    )
    expect(screen.getByText('From 12 people')).toBeTruthy()
    expect(screen.queryByText('Sample data')).toBeNull()
    expect(screen.getByText(/^From the stacks and ratings of 12 people in this profession, updated /)).toBeTruthy()
    const [first, second] = rows()
    expect(first).toContain('75% track it')
    expect(first).toContain('9 people')
    expect(screen.getByRole('img', { name: 'Rated 4.1 out of 5 by 6 people' })).toBeTruthy()
    expect(second).toContain('Not enough ratings yet')
    expect(screen.getByRole('link', { name: 'Vitamin D3' }).getAttribute('href')).toBe('/supplements/5')
  })
})
