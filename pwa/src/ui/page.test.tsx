import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Page } from './page'

afterEach(cleanup)

describe('Page', () => {
  it('names the screen in the browser tab after its heading, and follows a new heading', () => {
    const { rerender } = render(<Page title="Wellness Journal">content</Page>)
    expect(document.title).toBe('Wellness Journal · Dosewise')
    rerender(<Page title="Today">content</Page>)
    expect(document.title).toBe('Today · Dosewise')
  })

  it('takes the tab title from documentTitle when the heading is not plain text', () => {
    render(
      <Page title={<span>Vitamin D3</span>} documentTitle="Vitamin D3">
        content
      </Page>
    )
    expect(document.title).toBe('Vitamin D3 · Dosewise')
  })
})
