import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select'

afterEach(cleanup)

describe('SelectItem', () => {
  it('renders items with values', () => {
    render(
      <Select defaultValue="normal" open>
        <SelectTrigger aria-label="Status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="low">Low</SelectItem>
          <SelectItem value="normal">Normal</SelectItem>
        </SelectContent>
      </Select>
    )
    expect(screen.getByRole('option', { name: 'Normal' }).getAttribute('data-state')).toBe('checked')
    expect(screen.getByRole('option', { name: 'Low' }).getAttribute('data-state')).toBe('unchecked')
  })

  it('refuses an empty value (spec §5)', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    const empty: string = ''
    expect(() =>
      render(
        <Select open>
          <SelectTrigger aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={empty}>None</SelectItem>
          </SelectContent>
        </Select>
      )
    ).toThrow(/non-empty value/)
    quiet.mockRestore()
  })
})
