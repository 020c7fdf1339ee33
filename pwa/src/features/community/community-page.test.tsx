// The community screen's shell: its heading, the four tabs of spec §2, and the open tab kept in
// the address. The forums tab is its own feature's (forums/); it is stood in for here.
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import CommunityPage from './community-page'

vi.mock('./forums/forums-tab', () => ({ ForumsTab: () => <p>The forums</p> }))

let db: UserDatabase | undefined

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.unstubAllGlobals()
})

function Address() {
  const { search } = useLocation()
  return <output aria-label="Address">{search}</output>
}

function show(path = '/community') {
  // The tabs' own requests never answer here: this is about the shell.
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  db = newUserDatabase()
  renderWithDb(
    <Routes>
      <Route
        path="/community"
        element={
          <>
            <CommunityPage />
            <Address />
          </>
        }
      />
    </Routes>,
    db,
    path
  )
}

const selectTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 })
const address = () => screen.getByRole('status', { name: 'Address' }).textContent

describe('CommunityPage', () => {
  it('has its heading, a subtitle and the four tabs, Forums open first', () => {
    show()
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeTruthy()
    expect(document.title).toBe('Community · Dosewise')
    const tabs = screen.getByRole('tablist', { name: 'Community' })
    expect(tabs.textContent).toBe('ForumsSuccess StoriesPeer InsightsExpert Q&A')
    expect(screen.getByRole('tab', { name: 'Forums', selected: true })).toBeTruthy()
    expect(screen.getByRole('tabpanel', { name: 'Forums' }).textContent).toBe('The forums')
  })

  it('keeps the open tab in the address, and opens the one the address names', () => {
    show()
    selectTab('Success Stories')
    expect(address()).toBe('?tab=stories')
    expect(screen.getByRole('heading', { name: 'Success Stories' })).toBeTruthy()
    selectTab('Peer Insights')
    expect(address()).toBe('?tab=peer-insights')
    selectTab('Forums')
    expect(address()).toBe('')
    cleanup()

    show('/community?tab=expert-qa')
    expect(screen.getByRole('tab', { name: 'Expert Q&A', selected: true })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Get Notified' })).toBeTruthy()
    cleanup()

    show('/community?tab=nonsense')
    expect(screen.getByRole('tab', { name: 'Forums', selected: true })).toBeTruthy()
  })
})
