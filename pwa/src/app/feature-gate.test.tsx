// A page of a feature an administrator switched off says so instead of showing the feature;
// switched on, the page itself shows (ADR 0034). GET /api/feature-flags is stubbed here; the
// API's side (404 E_FEATURE_OFF) is tested against the real server in the admin tests.
import 'fake-indexeddb/auto'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FEATURE_OFF_MESSAGE, type FeatureFlags } from '@dosewise/sync-protocol'
import { cleanupDb, newUserDatabase, renderWithDb } from '../testing/render-with-db'
import type { UserDatabase } from '../db/database'
import { withFeatureGate } from './feature-gate'

let db: UserDatabase | undefined

afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  vi.unstubAllGlobals()
})

function showShop(flags: FeatureFlags) {
  vi.stubGlobal('fetch', async () => Response.json(flags))
  const Shop = withFeatureGate('shopping', () => <h1>Supplement Store</h1>)
  db = newUserDatabase()
  renderWithDb(<Shop />, db)
}

describe('feature gate', () => {
  it('switched off: the page says so and the feature is not shown', async () => {
    showShop({ aiInsights: true, community: true, shopping: false })
    expect(await screen.findByText(FEATURE_OFF_MESSAGE)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Integration' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Supplement Store' })).toBeNull()
  })

  it('switched on: the page shows', async () => {
    showShop({ aiInsights: true, community: true, shopping: true })
    expect(await screen.findByRole('heading', { name: 'Supplement Store' })).toBeTruthy()
    expect(screen.queryByText(FEATURE_OFF_MESSAGE)).toBeNull()
  })
})
