/**
 * Renders a screen the way the signed-in layout does: inside a router, the tooltip provider and
 * a LocalDbProvider for one user's own (fake-indexeddb) database, with the toast viewport.
 */
import 'fake-indexeddb/auto'
import type { ReactElement } from 'react'
import { act, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { deleteUserDatabase, openUserDatabase, type UserDatabase } from '../db/database'
import { LocalDbProvider } from '../db/local-db-context'
import { Toaster } from '../ui/toast/toaster'
import { dismiss } from '../ui/toast/use-toast'
import { TooltipProvider } from '../ui/tooltip'

let nextUserId = 41_000

/** A fresh, empty database for a new user id. */
export function newUserDatabase(): UserDatabase {
  nextUserId += 1
  return openUserDatabase(nextUserId)
}

/** `path`: the address the screen opens at (its query string, e.g. '/healthcare?tab=reports'). */
export function renderWithDb(ui: ReactElement, db: UserDatabase = newUserDatabase(), path = '/') {
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <TooltipProvider>
        <LocalDbProvider db={db}>{ui}</LocalDbProvider>
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>
  )
  return { ...result, db }
}

/** After each test: close the toast and drop the user's database. */
export async function cleanupDb(db: UserDatabase | undefined) {
  act(() => dismiss())
  if (!db) return
  db.close()
  await deleteUserDatabase(db.userId)
}
