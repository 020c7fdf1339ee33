/**
 * Opens the signed-in user's own local database for the screens and runs their sync engine
 * (which also keeps the reference snapshot current). Another user signing in gets their own
 * database: one person's records never appear under another's session.
 */
import { useEffect, useMemo, type ReactNode } from 'react'
import { LocalDbProvider } from '../db/local-db-context'
import { reportUnhandledStorageErrors } from '../lib/report-write-error'
import { whenIdle } from '../lib/when-idle'
import { SyncEngineProvider } from '../sync/engine-context'
import { retainUserData, startUserSync, userDataFor } from './user-data'

/** `sync`: the session is checked with the server, the engine may start. */
export function UserDataProvider({ userId, sync, children }: { userId: number; sync: boolean; children: ReactNode }) {
  const data = useMemo(() => userDataFor(userId), [userId])
  useEffect(() => retainUserData(data), [data])
  // After the first screen: the engine's reads and writes would otherwise queue with its own.
  useEffect(() => (sync ? whenIdle(() => startUserSync(data)) : undefined), [data, sync])
  useEffect(() => reportUnhandledStorageErrors(), [])
  return (
    <LocalDbProvider db={data.db}>
      <SyncEngineProvider engine={data.engine}>{children}</SyncEngineProvider>
    </LocalDbProvider>
  )
}
