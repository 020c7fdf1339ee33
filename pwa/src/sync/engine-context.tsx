/**
 * The signed-in user's sync engine for React: the header, banners and sign-out read its status
 * and ask it to sync. Provided by the app shell (app/user-data-provider.tsx).
 */
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react'
import type { SyncEngine } from './sync-engine'
import type { SyncStatus } from './sync-status'

const SyncEngineContext = createContext<SyncEngine | null>(null)

export function SyncEngineProvider({ engine, children }: { engine: SyncEngine; children: ReactNode }) {
  return <SyncEngineContext value={engine}>{children}</SyncEngineContext>
}

export function useSyncEngine(): SyncEngine {
  const engine = use(SyncEngineContext)
  if (!engine) throw new Error('useSyncEngine must be used inside SyncEngineProvider')
  return engine
}

export function useSyncStatus(): SyncStatus {
  const engine = useSyncEngine()
  return useSyncExternalStore(
    (onChange) => {
      const subscription = engine.status$.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    () => engine.status
  )
}
