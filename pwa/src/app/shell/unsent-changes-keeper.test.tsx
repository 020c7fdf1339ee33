// Changes waiting on this device stay visible when the person is signed out (issue 10 item 12):
// the shell keeps the record of them, the signed-out screens name them, and another person who
// signs in on the device is told that another account's changes wait here — never what they are.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanupDb, newUserDatabase, renderWithDb } from '../../testing/render-with-db'
import type { UserDatabase } from '../../db/database'
import { createRecord } from '../../db/writes'
import { noteUnsentChanges, unsentAccounts } from '../../lib/unsent-changes'
import LandingPage from '../../features/landing/landing-page'
import { UnsentChangesKeeper } from './unsent-changes-keeper'

const session = { status: 'signed-in', user: { id: 0, email: 'ana.ruiz@example.com', firstName: 'Ana' } }
vi.mock('../../lib/session', () => ({ useSession: () => session }))

const entry = { mood: 'good', energy: 'high', sleep: 'fair', stress: 'low', notes: 'Private note', supplementsTaken: [] }

let db: UserDatabase | undefined
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(async () => {
  cleanup()
  await cleanupDb(db)
  db = undefined
})

describe('unsent changes when signed out', () => {
  it('the shell records how many of the signed-in account’s changes wait, and forgets them once sent', async () => {
    db = newUserDatabase()
    session.user.id = db.userId
    await createRecord(db, 'journalEntry', entry)
    await createRecord(db, 'journalEntry', { ...entry, notes: 'Another' })
    renderWithDb(<UnsentChangesKeeper />, db)
    await waitFor(() =>
      expect(unsentAccounts()).toMatchObject([{ userId: db!.userId, email: 'ana.ruiz@example.com', firstName: 'Ana', count: 2 }])
    )
    await db.outbox.clear()
    await waitFor(() => expect(unsentAccounts()).toEqual([]))
  })

  it('the landing page names whose changes wait (masked), and links to sign in as them', () => {
    noteUnsentChanges({ id: 5, email: 'ana.ruiz@example.com', firstName: 'Ana' }, 3)
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    )
    const notice = screen.getByRole('status', { name: 'Changes waiting on this device' })
    expect(notice.textContent).toContain("3 changes saved on this device haven't been sent yet")
    expect(notice.textContent).toContain('Ana (an•••@example.com)')
    expect(notice.textContent).not.toContain('ana.ruiz@example.com')
    expect(within(notice).getByRole('link', { name: 'Sign in to send them' }).getAttribute('href')).toBe(
      '/login?email=ana.ruiz%40example.com'
    )
  })

  it('says nothing when nothing waits', () => {
    render(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    )
    expect(screen.queryByRole('status', { name: 'Changes waiting on this device' })).toBeNull()
  })

  it('another person signed in is told that another account’s changes wait here, not what they are; and may hide it', async () => {
    noteUnsentChanges({ id: 5, email: 'ana.ruiz@example.com', firstName: 'Ana' }, 1)
    db = newUserDatabase()
    session.user = { id: db.userId, email: 'ben@example.org', firstName: 'Ben' }
    renderWithDb(<UnsentChangesKeeper />, db)
    const note = screen.getByRole('status', { name: "Another account's changes on this device" })
    expect(note.textContent).toContain("This device also holds 1 change of another account (an•••@example.com) that hasn't been sent yet.")
    expect(note.textContent).not.toContain('Ana')
    fireEvent.click(within(note).getByRole('button', { name: 'Hide' }))
    expect(screen.queryByRole('status', { name: "Another account's changes on this device" })).toBeNull()
    // Ben's own (none) do not erase Ana's record.
    await waitFor(() => expect(unsentAccounts().map((a) => a.userId)).toEqual([5]))
  })
})
