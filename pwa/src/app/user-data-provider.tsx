/**
 * Opens the signed-in user's own local database for the screens and runs their sync engine
 * (which also keeps the reference snapshot current). Another user signing in gets their own
 * database: one person's records never appear under another's session.
 */
import { useEffect, useMemo, type ReactNode } from 'react'
import { LocalDbProvider } from '../db/local-db-context'
import { reportUnhandledStorageErrors } from '../lib/report-write-error'
import { SyncEngineProvider } from '../sync/engine-context'
import { retainUserData, userDataFor } from './user-data'

export function UserDataProvider({ userId, children }: { userId: number; children: ReactNode }) {
  const data = useMemo(() => userDataFor(userId), [userId])
  useEffect(() => retainUserData(data), [data])
  useEffect(() => reportUnhandledStorageErrors(), [])
  return (
    <LocalDbProvider db={data.db}>
      <SyncEngineProvider engine={data.engine}>{children}</SyncEngineProvider>
    </LocalDbProvider>
  )
}
