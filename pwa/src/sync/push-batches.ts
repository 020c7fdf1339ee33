/**
 * How many outbox entries go into one push: at most the protocol's count, and at most the bytes
 * one push body may take (PUSH_BODY_MAX_BYTES, or less when a server said 413 for less), counted
 * exactly as the transport will send them. An entry that cannot fit in a body on its own is
 * reported, so the engine can set it aside instead of blocking the queue behind it.
 */
import type { Mutation, PushRequest } from '@dosewise/sync-protocol'
import type { OutboxEntry } from '../db/types'

const encoder = new TextEncoder()
const bytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length

export interface PackedBatch {
  /** The entries to send, oldest first (empty when the first one does not fit). */
  batch: OutboxEntry[]
  /** The first entry, when it alone is over the limit. */
  unsendable: OutboxEntry | null
  /** The body's size in bytes, as sent. */
  size: number
}

/** The longest run of `entries`, from the first, whose push body is at most `maxBytes`. */
export function packBatch(
  entries: readonly OutboxEntry[],
  envelope: Omit<PushRequest, 'mutations'>,
  toMutation: (entry: OutboxEntry) => Mutation,
  maxBytes: number
): PackedBatch {
  // {"clientId":"…","userId":…,"mutations":[]} and a comma between mutations.
  let size = bytes({ ...envelope, mutations: [] })
  const batch: OutboxEntry[] = []
  for (const entry of entries) {
    const added = bytes(toMutation(entry)) + (batch.length > 0 ? 1 : 0)
    if (size + added > maxBytes) break
    size += added
    batch.push(entry)
  }
  const unsendable = batch.length === 0 && entries.length > 0 ? entries[0]! : null
  return { batch, unsendable, size }
}
