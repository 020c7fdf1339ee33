import { afterEach, describe, expect, it, vi } from 'vitest'
import { dateInputToIso, formatCalendarDate, isoToDateInput } from './dates'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('date inputs and stored timestamps', () => {
  it('stores a picked day as midnight UTC and gives the same day back', () => {
    expect(dateInputToIso('2026-11-01')).toBe('2026-11-01T00:00:00.000Z')
    expect(isoToDateInput('2026-11-01T00:00:00.000Z')).toBe('2026-11-01')
    expect(isoToDateInput('2026-11-01T23:30:00.000Z')).toBe('2026-11-01')
  })

  it('leaves an empty date empty (the schema then says it is required)', () => {
    expect(dateInputToIso('')).toBe('')
    expect(isoToDateInput(null)).toBe('')
  })

  it('shows a picked day as that day, even west of UTC', async () => {
    vi.stubEnv('TZ', 'Pacific/Honolulu')
    vi.resetModules()
    const dates = await import('./dates')
    expect(new Date(Date.UTC(2026, 10, 1)).getDate()).toBe(31) // local time there is still October 31
    expect(dates.formatCalendarDate('2026-11-01T00:00:00.000Z')).toBe(formatCalendarDate('2026-11-01T00:00:00.000Z'))
    expect(dates.formatCalendarDate('2026-11-01T00:00:00.000Z')).not.toMatch(/31/)
  })
})
