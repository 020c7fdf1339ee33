import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { JobCategory } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import ProfessionInsightsPage from './profession-insights-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

// Supplement ids are those of referenceFixture: 1 Vitamin K, 2 Omega-3 Fish Oil, 3 St. John's
// Wort, 4 Vitamin D3, 5 Magnesium Glycinate, 6 Ginkgo Biloba, 7 5-HTP.
const stats: [JobCategory, number, number, number, number][] = [
  ['office', 5, 64, 4.1, 1015],
  ['office', 4, 78, 4.3, 1240],
  ['office', 2, 58, 4.0, 920],
  ['healthcare', 7, 30, 3.2, 1],
  ['healthcare', 4, 74, 4.2, 860],
]

function snapshot() {
  return {
    ...referenceFixture('abcdefabcdef1234'),
    professionStats: stats.map(([jobCategory, supplementId, popularityScore, effectivenessRating, userCount], index) => ({
      id: index + 1,
      jobCategory,
      supplementId,
      popularityScore,
      effectivenessRating,
      userCount,
    })),
  }
}

function Location() {
  const location = useLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

/** The screen at `url`, inside the routes as the app mounts it, with the address shown. */
async function open(url = '/profession-insights', { downloaded = true } = {}) {
  db = newUserDatabase()
  if (downloaded) await seedReferenceSnapshot(db, snapshot())
  renderWithDb(
    <Routes>
      <Route path="/" element={<Navigate to={url} replace />} />
      <Route
        path="/profession-insights"
        element={
          <>
            <ProfessionInsightsPage />
            <Location />
          </>
        }
      />
    </Routes>,
    db
  )
  await screen.findByRole('heading', { level: 1, name: 'Profession Insights' })
}

const ranking = () => screen.getByRole('list', { name: /^Popular with/ })
const rankedNames = () =>
  within(ranking())
    .getAllByRole('link')
    .map((link) => link.textContent)
const address = () => screen.getByRole('status', { name: 'Current address' }).textContent

describe('Profession Insights', () => {
  it('says the figures are being downloaded until the reference snapshot arrives', async () => {
    await open('/profession-insights', { downloaded: false })
    expect(await screen.findByRole('heading', { name: 'Getting profession insights ready' })).toBeTruthy()
    expect(screen.getByText(/being downloaded for offline use/)).toBeTruthy()
    expect(screen.queryByRole('list', { name: /^Popular with/ })).toBeNull()
  })

  it('shows office workers by default, most popular first, each linking to its supplement', async () => {
    await open()
    expect(await screen.findByRole('heading', { name: 'Popular with Office Workers' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Office Workers' }) as HTMLInputElement).checked).toBe(true)
    expect(rankedNames()).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'Omega-3 Fish Oil'])
    expect(
      within(ranking())
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
    ).toEqual(['/supplements/4', '/supplements/5', '/supplements/2'])

    const first = within(ranking()).getAllByRole('listitem')[0]
    expect(within(first).getByText('78% popular')).toBeTruthy()
    expect(within(first).getByText('1,240 users')).toBeTruthy()
    expect(within(first).getByRole('img', { name: 'Effectiveness 4.3 out of 5' })).toBeTruthy()
  })

  it('opens the profession named in ?job=, and choosing another changes the list and the address', async () => {
    await open('/profession-insights?job=healthcare')
    expect(await screen.findByRole('heading', { name: 'Popular with Healthcare Professionals' })).toBeTruthy()
    expect(rankedNames()).toEqual(['Vitamin D3', '5-HTP'])
    expect(within(ranking()).getByText('1 user')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: 'Office Workers' }))
    expect(await screen.findByRole('heading', { name: 'Popular with Office Workers' })).toBeTruthy()
    expect(rankedNames()).toEqual(['Vitamin D3', 'Magnesium Glycinate', 'Omega-3 Fish Oil'])
    expect(address()).toBe('/profession-insights?job=office')
  })

  it('falls back to office workers for an unknown ?job=', async () => {
    await open('/profession-insights?job=astronaut')
    expect(await screen.findByRole('heading', { name: 'Popular with Office Workers' })).toBeTruthy()
  })

  it('says so when a profession has no figures', async () => {
    await open()
    fireEvent.click(await screen.findByRole('radio', { name: 'Creative Professionals' }))
    expect(await screen.findByRole('heading', { name: 'No insights for Creative Professionals yet' })).toBeTruthy()
    expect(address()).toBe('/profession-insights?job=creative')
    expect(screen.queryByRole('list', { name: /^Popular with/ })).toBeNull()
  })

  it('draws the popularity chart and gives screen readers the same figures as a table, and says the data is illustrative', async () => {
    await open()
    const chart = await screen.findByRole('figure', { name: /Popularity among Office Workers/ })
    const rows = within(chart).getAllByRole('row').slice(1)
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Vitamin D3', '78%', '4.3', '1,240 users'],
      ['Magnesium Glycinate', '64%', '4.1', '1,015 users'],
      ['Omega-3 Fish Oil', '58%', '4.0', '920 users'],
    ])
    expect(screen.getByRole('note', { name: 'About these figures' }).textContent).toMatch(/illustrative sample figures/)
  })
})
