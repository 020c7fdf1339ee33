/**
 * The REST way to write one's own posts and replies (the PWA writes them through sync; ADR
 * 0031). Both go through the same change path (server_change.ts), so the registry's rules — the
 * forum or post must exist, the posting limit, a forum or thread fixed at creation — apply alike,
 * and another person's post or reply answers 404 (a record of another user counts as none).
 */
import { uuidv7, type ForumItemKind, type RecordFields, type SyncEntity } from '@dosewise/sync-protocol'
import type { RecordInput } from '#validators/records'
import { changeAsServer } from '#services/sync/server_change'
import { toReadShape } from '#services/sync/record_store'

export const ITEM_ENTITIES: Record<ForumItemKind, Extract<SyncEntity, 'forumPost' | 'forumReply'>> = {
  post: 'forumPost',
  reply: 'forumReply',
}

/** Creates the person's post or reply; the same id and body again writes nothing twice. */
export async function createItem(kind: ForumItemKind, userId: number, input: RecordInput) {
  const { id, ...fields } = input
  const entity = ITEM_ENTITIES[kind]
  const { row, written } = await changeAsServer(userId, { entity, id: id ?? uuidv7(), op: 'create', patch: fields })
  return { record: toReadShape(entity, row), created: written }
}

export async function editItem(kind: ForumItemKind, userId: number, id: string, patch: RecordFields) {
  const entity = ITEM_ENTITIES[kind]
  const { row } = await changeAsServer(userId, { entity, id, op: 'patch', patch })
  return toReadShape(entity, row)
}

export async function deleteItem(kind: ForumItemKind, userId: number, id: string) {
  await changeAsServer(userId, { entity: ITEM_ENTITIES[kind], id, op: 'delete', patch: null })
}
