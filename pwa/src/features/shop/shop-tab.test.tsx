// The Shop tab from the local catalogue (no network): the cards, `?items=` and the loading states.
import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Navigate, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import { referenceFixture } from '../../testing/reference-fixture'
import { seedReferenceSnapshot } from '../../testing/seed'
import ShoppingPage from './shopping-page'

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

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
      }
    }
    return supplement
  })
  return reference
}

function Location() {
  const location = useLocation()
  return <output aria-label="Current address">{location.pathname + location.search}</output>
}

async function open(url = '/shopping', { downloaded = true } = {}) {
  db = newUserDatabase()
  if (downloaded) await seedReferenceSnapshot(db, snapshot())
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

  it('a card shows the name, category, price with two decimals, the 4.5 rating, dosage, timing, 2 benefits and +N', async () => {
    await open()
    const vitaminD = await screen.findByRole('article', { name: 'Vitamin D3' })
    expect(within(vitaminD).getByRole('link', { name: 'Vitamin D3' }).getAttribute('href')).toBe('/supplements/4')
    expect(within(vitaminD).getByText('Vitamins')).toBeTruthy()
    expect(within(vitaminD).getByText('$7.99')).toBeTruthy()
    expect(within(vitaminD).getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeTruthy()
    expect(within(vitaminD).getByText('4.5')).toBeTruthy()
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
})
