// /privacy and /terms: public pages with their tab titles, one <h1>, a contents list whose
// links reach every section, and the medical disclaimer.
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import PrivacyPage from './privacy-page'
import TermsPage from './terms-page'

afterEach(cleanup)

describe('legal pages', () => {
  it.each([
    [
      'Privacy',
      PrivacyPage,
      ['What we keep', 'Where it is kept', 'How long', 'Who sees it', 'Your copy, corrections and deletion', 'Medical disclaimer'],
    ],
    [
      'Terms',
      TermsPage,
      ['What Dosewise is', 'Not medical advice', 'Partner links and the shop', 'Your account', 'Acceptable use', 'The service', 'Ending'],
    ],
  ])('%s: title, headings and a contents list that reaches each section', (title, Page, sections) => {
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    )
    expect(document.title).toBe(`${title} · Dosewise`)
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title])
    const contents = screen.getByRole('navigation', { name: 'On this page' })
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent)
    ).toEqual(sections)
    for (const link of within(contents).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target?.querySelector('h2')?.textContent).toBe(link.textContent)
    }
  })

  it('the privacy page says the data is not sold, how long sessions and demos last, and where to export and delete', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>
    )
    const text = document.body.textContent ?? ''
    expect(text).toContain('We do not sell your data')
    expect(text).toContain('30 days after the browser last used it')
    expect(text).toContain('24 hours, then it is deleted')
    expect(screen.getAllByRole('link', { name: 'Settings' })[0]!.getAttribute('href')).toBe('/settings')
  })

  it('the terms disclose partner links and say it is not medical advice', () => {
    render(
      <MemoryRouter>
        <TermsPage />
      </MemoryRouter>
    )
    expect(screen.getByRole('heading', { name: 'Not medical advice' })).toBeTruthy()
    expect(document.body.textContent).toContain('the shop may pay Dosewise a commission')
  })
})
