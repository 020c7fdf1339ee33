/**
 * Which user's local database the screens read: the signed-in user's, opened by the app shell.
 */
import { createContext, use, type ReactNode } from 'react'
import type { UserDatabase } from './database'

const LocalDbContext = createContext<UserDatabase | null>(null)

export function LocalDbProvider({ db, children }: { db: UserDatabase; children: ReactNode }) {
  return <LocalDbContext value={db}>{children}</LocalDbContext>
}

export function useLocalDb(): UserDatabase {
  const db = use(LocalDbContext)
  if (!db) throw new Error('useLocalDb must be used inside LocalDbProvider')
  return db
}

/** The signed-in user's database, or null outside the signed-in shell (a public screen). */
export function useOptionalLocalDb(): UserDatabase | null {
  return use(LocalDbContext)
}
