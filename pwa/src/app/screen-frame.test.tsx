// The frame a signed-in start paints before the page's code is in (ADR 0050) shows the heading
// and description the page itself then shows, so the page replaces it without a visible change.
import 'fake-indexeddb/auto'
import type { ComponentType } from 'react'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../db/database'
import { cleanupDb, renderWithDb } from '../testing/render-with-db'
import DashboardPage from '../features/dashboard/dashboard-page'
import JournalPage from '../features/journal/journal-page'
import RecommendationsPage from '../features/recommendations/recommendations-page'
import RecommendationsListPage from '../features/recommendations/recommendations-list-page'
import AssessmentPage from '../features/assessment/assessment-page'
import { SCREEN_HEADINGS, ScreenFrame, screenHeading } from './screen-frame'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

const PAGES: Record<string, { Page: ComponentType; at: string }> = {
  '/dashboard': { Page: DashboardPage, at: '/dashboard' },
  '/journal': { Page: JournalPage, at: '/journal' },
  '/recommendations/:id': { Page: RecommendationsPage, at: '/recommendations/no-such-assessment' },
  '/recommendations': { Page: RecommendationsListPage, at: '/recommendations' },
  '/assessment': { Page: AssessmentPage, at: '/assessment' },
}

/** The page's <h1> and the line under it, as a person reads them. */
function shownHeading() {
  const title = screen.getByRole('heading', { level: 1 })
  return { title: title.textContent, description: title.nextElementSibling?.textContent ?? undefined }
}

describe('screen frame', () => {
  it('stands for every listed screen', () => {
    expect(Object.keys(PAGES).sort()).toEqual(Object.keys(SCREEN_HEADINGS).sort())
  })

  for (const [path, { Page, at }] of Object.entries(PAGES)) {
    it(`shows the heading ${path} shows, as it first renders`, () => {
      render(
        <MemoryRouter initialEntries={[at]}>
          <ScreenFrame heading={screenHeading(at)!} />
        </MemoryRouter>
      )
      const framed = shownHeading()
      expect(screen.getByRole('status').textContent).toBe('Loading...')
      cleanup()

      db = renderWithDb(
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>,
        undefined,
        at
      ).db
      expect(shownHeading()).toEqual(framed)
      expect(framed).toEqual({ title: SCREEN_HEADINGS[path].title, description: SCREEN_HEADINGS[path].description })
    })
  }

  it('lists no frame for a screen whose heading is not fixed text', () => {
    expect(screenHeading('/')).toBeUndefined()
    expect(screenHeading('/settings')).toBeUndefined()
    expect(screenHeading('/recommendations/1f0c')?.title).toBe('Your Personalized Recommendations')
  })
})
