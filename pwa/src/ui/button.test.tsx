import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter, Link } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Button } from './button'

afterEach(cleanup)

describe('Button', () => {
  it('asChild renders the child element (a router Link) with the button styles', () => {
    render(
      <MemoryRouter>
        <Button asChild size="lg">
          <Link to="/signup">Get Started</Link>
        </Button>
      </MemoryRouter>
    )

    const link = screen.getByRole('link', { name: 'Get Started' })
    expect(link.tagName).toBe('A')
    expect(link.getAttribute('href')).toBe('/signup')
    expect(link.className).toContain('bg-primary')
    expect(link.className).toContain('h-12')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('is a non-submitting <button> by default, with a 44 px minimum for md', () => {
    render(<Button>Save</Button>)
    const button = screen.getByRole('button', { name: 'Save' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('h-11')
  })
})
