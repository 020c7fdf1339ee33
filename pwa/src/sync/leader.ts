/**
 * One sync engine per user per origin: the tab holding the Web Lock 'dosewise-sync-<userId>'
 * syncs; other tabs wait in the lock's queue and take over when the leader's tab closes (the
 * browser releases a closed tab's locks). Where there is no Web Locks API (Node tests, very old
 * browsers) the engine simply leads.
 */
export interface Leadership {
  /** Leaves the queue, or gives up the lock when held. */
  stop(): void
}

export function defaultLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null
}

export function syncLockName(userId: number) {
  return `dosewise-sync-${userId}`
}

export function seekLeadership(locks: LockManager | null, name: string, onLead: () => void): Leadership {
  if (!locks) {
    onLead()
    return { stop() {} }
  }
  const controller = new AbortController()
  let release: (() => void) | null = null
  locks
    .request(name, { signal: controller.signal }, () => {
      // Held for as long as this promise is pending.
      return new Promise<void>((resolve) => {
        release = resolve
        onLead()
      })
    })
    // AbortError: stopped before the lock was granted.
    .catch(() => {})
  return {
    stop() {
      controller.abort()
      release?.()
    },
  }
}
