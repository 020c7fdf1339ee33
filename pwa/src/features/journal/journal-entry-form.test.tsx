import 'fake-indexeddb/auto'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserDatabase } from '../../db/database'
import { cleanupDb, renderWithDb } from '../../testing/render-with-db'
import { JournalEntryForm } from './journal-entry-form'

// Counts the scales' renders; draws the real groups.
const renders = vi.hoisted(() => ({ choiceGroups: 0 }))
vi.mock('../../ui/choice-group', async (importActual) => {
  const actual = await importActual<typeof import('../../ui/choice-group')>()
  return {
    ChoiceGroup: (props: Parameters<typeof actual.ChoiceGroup>[0]) => {
      renders.choiceGroups += 1
      return actual.ChoiceGroup(props)
    },
  }
})

let db: UserDatabase | undefined
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

describe('JournalEntryForm', () => {
  it("renders only its buttons again when a save turns 'Save Entry' into 'Saving...' (ADR 0053)", async () => {
    // The page lets the save finish once the entry is painted; here it waits, so 'Saving...' stays.
    const afterWrite = vi.fn(() => new Promise<void>(() => {}))
    db = renderWithDb(<JournalEntryForm idPrefix="new-entry" onSaved={() => {}} onCancel={() => {}} afterWrite={afterWrite} />).db
    for (const [legend, option] of [
      ['Mood', 'Good'],
      ['Energy', 'High'],
      ['Sleep', 'Fair'],
      ['Stress', 'Low'],
    ]) {
      fireEvent.click(within(screen.getByRole('group', { name: new RegExp(`^${legend}`) })).getByRole('radio', { name: option }))
    }
    const before = renders.choiceGroups

    fireEvent.click(screen.getByRole('button', { name: 'Save Entry' }))

    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(afterWrite).toHaveBeenCalledOnce())
    expect(renders.choiceGroups).toBe(before)
  })
})
