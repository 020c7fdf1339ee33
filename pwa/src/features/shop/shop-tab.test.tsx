// The Shop tab from the local catalogue (no network): the cards, `?items=` and the loading states.
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Plan } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import { createAssessment } from '../../db/records/assessments'
import { ASSESSMENT_ANSWERS } from '../../testing/assessment-answers'
import ShoppingPage from './shopping-page'

/** A plan naming these supplements (only its items' ids matter to the store). */
const planOf = (ids: number[]) => ({ items: ids.map((supplementId) => ({ supplementId })) }) as unknown as Plan

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
  vi.unstubAllGlobals()
})

/** GET /api/supplement-ratings answers these (everything else: no server). */
function serveRatings(ratings: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url !== '/api/supplement-ratings') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(ratings), { status: 200, headers: { 'Content-Type': 'application/json' } })
    })
  )
}

// referenceFixture's supplements: 1 Vitamin K, 2 Omega-3 Fish Oil, 3 St. John's Wort, 4 Vitamin
// D3, 5 Magnesium Glycinate, 6 Ginkgo Biloba, 7 5-HTP; each $12.99 with one benefit.
function snapshot() {
  const reference = referenceFixture('feedfacefeedface')
  reference.supplements = reference.supplements.map((supplement) => {
    if (supplement.id === 3) return { ...supplement, recommendable: false }
    if (supplement.id === 4) {
      return {
        ...supplement,
        category: 'Vitamins',
        price: 799,
        description: 'Supports calcium absorption and bone health. '.repeat(12),
        dosage: '2000 IU daily',
        timing: 'With your largest meal',
        benefits: ['Bone health', 'Immune support', 'Mood', 'Energy'],
        goals: ['immune', 'energy'],
      }
    }
    if (supplement.id === 1) return { ...supplement, category: 'Vitamins', goals: ['heart'] }
    if (supplement.id === 5) return { ...supplement, category: 'Minerals', goals: ['sleep', 'stress'] }
    if (supplement.id === 2) return { ...supplement, goals: ['heart', 'brain'] }
    return supplement
  })
  return reference
}

function Location() {
  const location = useLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

async function open(url = '/shopping', { downloaded = true, plan = null as number[] | null } = {}) {
  db = newUserDatabase()
  if (downloaded) await seedReferenceSnapshot(db, snapshot())
  if (plan) await createAssessment(db, ASSESSMENT_ANSWERS, { plan: planOf(plan), referenceVersion: 'feedfacefeedface' })
  renderWithDb(
    <Routes>
      <Route path="/" element={<Navigate to={url} replace />} />
      <Route
        path="/shopping"
        element={
          <>
            <ShoppingPage />
            <Location />
          </>
        }
      />
    </Routes>,
    db
  )
}

const card = (name: string) => screen.getByRole('article', { name })
const cardNames = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)

describe('Supplement Store: the Shop tab', () => {
  it('shows the heading and a skeleton of 6 cards while the catalogue is read, then the cards', async () => {
    await open()
    expect(screen.getByRole('heading', { level: 1, name: 'Supplement Store' })).toBeTruthy()
    expect(screen.getByText('Shop your recommended supplements with trusted partners')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Shop', selected: true })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Orders', selected: false })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Subscriptions', selected: false })).toBeTruthy()
    expect(screen.getByText('Loading supplements...').closest('[role="status"]')!.getAttribute('aria-busy')).toBe('true')
    expect(document.querySelectorAll('[data-skeleton-card]')).toHaveLength(6)

    expect(await screen.findByRole('article', { name: 'Vitamin D3' })).toBeTruthy()
    expect(document.querySelectorAll('[data-skeleton-card]')).toHaveLength(0)
  })

  it('a card shows the name, category, price with two decimals, the reviews’ rating, dosage, timing, 2 benefits and +N', async () => {
    serveRatings([
      { supplementId: 4, averageRating: 4.3, count: 12 },
      { supplementId: 1, averageRating: 5, count: 1 },
    ])
    await open()
    const vitaminD = await screen.findByRole('article', { name: 'Vitamin D3' })
    expect(within(vitaminD).getByRole('link', { name: 'Vitamin D3' }).getAttribute('href')).toBe('/supplements/4')
    expect(within(vitaminD).getByText('Vitamins')).toBeTruthy()
    expect(within(vitaminD).getByText('$7.99')).toBeTruthy()
    // The real average of the reviews, not a fixed figure (ADR 0033).
    expect(await within(vitaminD).findByRole('img', { name: 'Rated 4.3 out of 5 stars from 12 reviews' })).toBeTruthy()
    expect(within(vitaminD).getByText('4.3 (12 reviews)')).toBeTruthy()
    expect(within(card('Vitamin K')).getByText('5.0 (1 review)')).toBeTruthy()
    // Nobody reviewed it: no stars at all.
    expect(within(card('Omega-3 Fish Oil')).queryByRole('img', { name: /^Rated/ })).toBeNull()
    const description = within(vitaminD).getByText(/^Supports calcium absorption/)
    expect(description.className).toContain('line-clamp-3')
    expect(within(vitaminD).getByText('Dosage:').parentElement!.textContent).toBe('Dosage: 2000 IU daily')
    expect(within(vitaminD).getByText('Timing:').parentElement!.textContent).toBe('Timing: With your largest meal')
    const benefits = within(within(vitaminD).getByRole('list', { name: 'Benefits' })).getAllByRole('listitem')
    expect(benefits).toHaveLength(3)
    expect(benefits.slice(0, 2).map((item) => item.textContent)).toEqual(['Bone health', 'Immune support'])
    // '+2' to the eye, '2 more benefits' to a screen reader.
    expect(within(benefits[2]!).getByText('+2')).toBeTruthy()
    expect(within(benefits[2]!).getByText('2 more benefits')).toBeTruthy()
    expect(within(vitaminD).queryByText('Mood')).toBeNull()
    expect(within(vitaminD).getByRole('button', { name: 'Order Now' })).toBeTruthy()
    expect(within(vitaminD).getByRole('button', { name: 'Subscribe & Save' })).toBeTruthy()
    expect(within(vitaminD).getByText('Dosewise earns a commission from the partner store when you buy through this link.')).toBeTruthy()

    // One benefit: no '+N'.
    const vitaminK = card('Vitamin K')
    expect(within(vitaminK).getByText('$12.99')).toBeTruthy()
    expect(within(within(vitaminK).getByRole('list', { name: 'Benefits' })).getAllByRole('listitem')).toHaveLength(1)
  })

  it('sells only the supplements the catalogue recommends', async () => {
    await open()
    await screen.findByRole('article', { name: 'Vitamin D3' })
    expect(cardNames()).toEqual(['Vitamin K', 'Omega-3 Fish Oil', 'Vitamin D3', 'Magnesium Glycinate', 'Ginkgo Biloba', '5-HTP'])
  })

  it('?items= shows only those supplements, in that order, ignoring unknown ids; Show all clears it', async () => {
    await open('/shopping?items=5,1,999,abc,1,3,4')
    await screen.findByRole('article', { name: 'Magnesium Glycinate' })
    // 3 is not sold in the store, 999 is unknown, 'abc' is no id, the second 1 a repeat.
    expect(cardNames()).toEqual(['Magnesium Glycinate', 'Vitamin K', 'Vitamin D3'])
    expect(screen.getByText('Showing the 3 supplements from your plan')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: 'Show all supplements' }))
    await waitFor(() => expect(cardNames()).toHaveLength(6))
    expect(screen.getByRole('status', { name: 'Current address' }).textContent).toBe('/shopping')
    expect(screen.queryByText(/from your plan/)).toBeNull()
    expect(screen.queryByRole('link', { name: 'Show all supplements' })).toBeNull()
  })

  it('?items= with one supplement says so in the singular; with none it says none are sold', async () => {
    await open('/shopping?items=2')
    await screen.findByRole('article', { name: 'Omega-3 Fish Oil' })
    expect(cardNames()).toEqual(['Omega-3 Fish Oil'])
    expect(screen.getByText('Showing the 1 supplement from your plan')).toBeTruthy()
    cleanup()
    await cleanupDb(db)

    await open('/shopping?items=999')
    expect(await screen.findByText('None of the supplements from your plan are sold in the store.')).toBeTruthy()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect(screen.getByRole('link', { name: 'Show all supplements' })).toBeTruthy()
  })

  it('before the first catalogue download it says the store is being got ready', async () => {
    await open('/shopping', { downloaded: false })
    expect(await screen.findByRole('heading', { name: 'Getting the store ready' })).toBeTruthy()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it('searches by name or another name, and narrows by goal and category; the count is announced', async () => {
    await open()
    await screen.findByRole('article', { name: 'Vitamin D3' })
    const search = screen.getByRole('searchbox', { name: 'Search by name' })
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Showing all 6 supplements')

    fireEvent.change(search, { target: { value: 'VITAMIN' } })
    expect(cardNames()).toEqual(['Vitamin K', 'Vitamin D3'])
    expect(screen.getByText('Showing 2 of 6 supplements').getAttribute('role')).toBe('status')
    // Another name of it: 'fish oil' finds Omega-3.
    fireEvent.change(search, { target: { value: 'fish oil' } })
    expect(cardNames()).toEqual(['Omega-3 Fish Oil'])

    fireEvent.change(search, { target: { value: '' } })
    const goal = screen.getByRole('combobox', { name: 'Goal' })
    // Only the goals some supplement of the store serves are offered.
    expect(
      within(goal)
        .getAllByRole('option')
        .map((option) => option.textContent)
    ).toEqual(['All goals', 'More energy', 'Immune support', 'Stress management', 'Better sleep', 'Heart health', 'Brain health'])
    fireEvent.change(goal, { target: { value: 'heart' } })
    expect(cardNames()).toEqual(['Vitamin K', 'Omega-3 Fish Oil'])
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'Vitamins' } })
    expect(cardNames()).toEqual(['Vitamin K'])

    fireEvent.change(search, { target: { value: 'magnesium' } })
    expect(screen.getByRole('heading', { name: 'No supplements match' })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!)
    expect(cardNames()).toHaveLength(6)
    expect((search as HTMLInputElement).value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('with a plan on the device, “Only my plan” shows its supplements; without one it says how to get one', async () => {
    await open('/shopping', { plan: [5, 2, 3] })
    const only = await screen.findByRole('checkbox', { name: 'Only my plan (2 supplements)' })
    fireEvent.click(only)
    await waitFor(() => expect(cardNames()).toEqual(['Omega-3 Fish Oil', 'Magnesium Glycinate']))
    fireEvent.click(only)
    expect(cardNames()).toHaveLength(6)
    cleanup()
    await cleanupDb(db)

    await open()
    await screen.findByRole('article', { name: 'Vitamin D3' })
    expect(screen.getByText('Take the assessment to see the supplements of your plan here.')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
