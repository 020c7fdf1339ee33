/**
 * Tabs that are not the sync leader still show the sync status and can ask for a sync ('Try to
 * sync now' before signing out): the leader publishes its status and listens for requests on a
 * BroadcastChannel per user. Without BroadcastChannel every call is a no-op.
 */
import type { SyncStatus } from './sync-status'

type Message = { type: 'status'; status: SyncStatus } | { type: 'request' }

export class StatusRelay {
  private readonly channel: BroadcastChannel | null

  constructor(name: string) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name)
  }

  publish(status: SyncStatus) {
    this.post({ type: 'status', status })
  }

  requestSync() {
    this.post({ type: 'request' })
  }

  listen(handlers: { status?: (status: SyncStatus) => void; request?: () => void }) {
    if (!this.channel) return
    this.channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type === 'status') handlers.status?.(event.data.status)
      if (event.data?.type === 'request') handlers.request?.()
    }
  }

  close() {
    this.channel?.close()
  }

  private post(message: Message) {
    try {
      this.channel?.postMessage(message)
    } catch {}
  }
}
