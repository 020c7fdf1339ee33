/**
 * Test-only: renders the two recommendation screens at an address, as the signed-in router
 * does, with the user's database, tooltips and toasts; any other address shows where the app
 * went ('Current address'), so a test can follow a navigation.
 */
import 'fake-indexeddb/auto'
import { render } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import type { UserDatabase } from '../../db/database'
import { LocalDbProvider } from '../../db/local-db-context'
import { Toaster } from '../../ui/toast/toaster'
import { TooltipProvider } from '../../ui/tooltip'
import RecommendationsListPage from './recommendations-list-page'
import RecommendationsPage from './recommendations-page'

function Location() {
  const location = useLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

export function renderAt(url: string, db: UserDatabase) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <TooltipProvider>
        <LocalDbProvider db={db}>
          <Routes>
            <Route path="/recommendations" element={<RecommendationsListPage />} />
            <Route path="/recommendations/:id" element={<RecommendationsPage />} />
            <Route path="*" element={<p>Another screen</p>} />
          </Routes>
          <Location />
        </LocalDbProvider>
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>
  )
}
