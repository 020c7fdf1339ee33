/**
 * Writing the person's own posts and replies (ADR 0031): synced records, written on this device
 * with their outbox entry (db/writes.ts) — offline too — and sent by the sync engine, which
 * delivers each exactly once and puts a refusal under "Needs your attention" with the server's
 * reason. An edit or delete of a post this device does not hold yet (written on another device,
 * not pulled) goes straight to the server instead, which needs a connection.
 */
import type { ForumItemKind, ForumPostInput, ForumReplyInput } from '@dosewise/sync-protocol'
import type { UserDatabase } from '../../../db/database'
import { hasLiveRecord, type RecordData } from '../../../db/hooks'
import { createRecord, deleteRecord, updateRecord } from '../../../db/writes'
import { deleteRemote, editRemote } from './forums-api'

export const ITEM_ENTITIES = { post: 'forumPost', reply: 'forumReply' } as const satisfies Record<ForumItemKind, string>

/** Where a write went: into this device's outbox (sent by sync), or to the server already. */
export type Written = 'queued' | 'sent'

export function writePost(db: UserDatabase, input: ForumPostInput): Promise<string> {
  return createRecord(db, 'forumPost', input as RecordData)
}

export function writeReply(db: UserDatabase, input: ForumReplyInput): Promise<string> {
  return createRecord(db, 'forumReply', input as RecordData)
}

export async function editOwn(db: UserDatabase, kind: ForumItemKind, id: string, patch: RecordData): Promise<Written> {
  if (await hasLiveRecord(db, ITEM_ENTITIES[kind], id)) {
    await updateRecord(db, ITEM_ENTITIES[kind], id, patch)
    return 'queued'
  }
  await editRemote(kind, id, patch)
  return 'sent'
}

export async function deleteOwn(db: UserDatabase, kind: ForumItemKind, id: string): Promise<Written> {
  if (await hasLiveRecord(db, ITEM_ENTITIES[kind], id)) {
    await deleteRecord(db, ITEM_ENTITIES[kind], id)
    return 'queued'
  }
  await deleteRemote(kind, id)
  return 'sent'
}
