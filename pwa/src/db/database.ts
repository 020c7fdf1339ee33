/**
 * The local database: one Dexie (IndexedDB) database per signed-in user, so one person's health
 * records never sit in another's store and sign-out can wipe exactly one user's data.
 * This folder is the only importer of Dexie (docs/conventions.md §3).
 *
 * The stores of synced records are named, with their indexes, in sync-protocol's registry
 * (ENTITIES[…].device); generic code reaches them through `tableFor(entity)`. The schema history
 * below is the device's migrations: numbered versions, each adding `.stores()` and, when rows
 * need reshaping, an `.upgrade()` function. Never edit an old version; a new synced kind is a
 * new version here (database.test.ts checks the newest schema against the registry).
 */
import Dexie, { type EntityTable } from 'dexie'
import { SLOW_ACK } from './acknowledged'
import { ENTITIES, SYNC_ENTITIES, type Plan, type SyncEntity } from '@dosewise/sync-protocol'
import type {
  AttentionItem,
  LocalRow,
  OutboxEntry,
  RefClass,
  RefInteraction,
  RefMedication,
  RefProfessionStat,
  RefSupplement,
  SyncStateRow,
} from './types'

export const DATABASE_PREFIX = 'dosewise-user-'

export interface LocalPlan {
  assessmentId: string
  plan: Plan
  /** The reference snapshot version it was computed with. */
  referenceVersion: string
}

/** The last answer of a server-only list (forums, stories), kept to show offline (ADR 0030). */
export interface ServerCopyRow {
  key: string
  value: unknown
  savedAt: string
}

export interface DraftRow {
  key: string
  value: unknown
  updatedAt: string
}

/**
 * Dexie's options, plus `nameSuffix`: tests open two "devices" of one user in one process as two
 * databases with different names. The app never sets it.
 */
export type UserDatabaseOptions = NonNullable<ConstructorParameters<typeof Dexie>[1]> & { nameSuffix?: string }

export function userDatabaseName(userId: number, nameSuffix = '') {
  return `${DATABASE_PREFIX}${userId}${nameSuffix}`
}

export class UserDatabase extends Dexie {
  outbox!: EntityTable<OutboxEntry, 'seq'>
  syncState!: EntityTable<SyncStateRow, 'key'>
  attention!: EntityTable<AttentionItem, 'mutationId'>
  refSupplements!: EntityTable<RefSupplement, 'id'>
  refInteractions!: EntityTable<RefInteraction, 'id'>
  refMedications!: EntityTable<RefMedication, 'id'>
  refClasses!: EntityTable<RefClass, 'id'>
  refProfessionStats!: EntityTable<RefProfessionStat, 'id'>
  /** Plans this device computed for its assessments, shown until the server's arrives. */
  localPlans!: EntityTable<LocalPlan, 'assessmentId'>
  /** Unfinished forms kept across reloads (the assessment wizard). */
  drafts!: EntityTable<DraftRow, 'key'>
  /** Server-only data last seen, shown offline (`useServerData(…, { keep: true })`). */
  serverCopies!: EntityTable<ServerCopyRow, 'key'>

  constructor(
    readonly userId: number,
    options?: UserDatabaseOptions
  ) {
    super(userDatabaseName(userId, options?.nameSuffix), dexieOptions(options))
    this.version(1).stores({
      // `_sort` is each kind's list order (journal date, lab test date, creation time);
      // `_deleted` is 0/1 because IndexedDB cannot index booleans.
      journalEntries: 'id, _sort, _deleted',
      labResults: 'id, _sort, _deleted',
      prescriptions: 'id, _sort, _deleted',
      healthcareProviders: 'id, _sort, _deleted',
      reminderSettings: 'id',
      notifications: 'id, _sort, _deleted',
      // seq is the per-client mutation number the server orders by (1, 2, 3 …).
      outbox: 'seq, entityId',
      syncState: 'key',
      attention: 'mutationId, createdAt',
      refSupplements: 'id, slug',
      refInteractions: 'id',
      refMedications: 'id',
      refClasses: 'id',
      refProfessionStats: 'id, jobCategory',
    })
    // Issue 6: assessments with their plans, the supplement stack, drafts. New tables only:
    // nothing to reshape, so no upgrade function.
    this.version(2).stores({
      assessments: 'id, _sort, _deleted',
      stackItems: 'id, _sort, _deleted',
      localPlans: 'assessmentId',
      drafts: 'key',
    })
    // Issue 13: what the person did about each planned dose. New store only.
    this.version(3).stores({
      doses: 'id, _sort, _deleted',
    })
    // Issue 13: weekly check-ins (progress). New store only.
    this.version(4).stores({
      progressCheckIns: 'id, _sort, _deleted',
    })
    // Issue 13: insights computed here, stored through sync (ADR 0023). New store only.
    this.version(5).stores({
      aiInsights: 'id, _sort, _deleted',
    })
    // Issue 14: appointments with a provider, scheduled from its card. New store only.
    this.version(6).stores({
      appointments: 'id, _sort, _deleted',
    })
    // Issue 15: copies of server-only lists (forums, threads, stories) to read offline. New store only.
    this.version(7).stores({
      serverCopies: 'key, savedAt',
    })
    // Issue 15: the person's own forum posts and replies, written here offline too (ADR 0031). New stores only.
    this.version(8).stores({
      forumPosts: 'id, _sort, _deleted',
      forumReplies: 'id, _sort, _deleted',
    })
    // Issue 15: orders and subscriptions, synced records the server makes, read offline (ADR
    // 0033). New stores only.
    this.version(9).stores({
      orders: 'id, _sort, _deleted',
      subscriptions: 'id, _sort, _deleted',
    })
    // Issue 17: answers stored once per batch (ADR 0054). Rows waiting for the server learn the
    // seq of their newest outbox entry (`_seq`), and are named for the slow acknowledgement
    // (db/acknowledged.ts). No index changes.
    this.version(10)
      .stores({})
      .upgrade(async (tx) => {
        const newest = new Map<string, number>()
        await tx
          .table<OutboxEntry, number>('outbox')
          .orderBy('seq')
          .each((entry) => {
            newest.set(`${entry.entity}:${entry.entityId}`, entry.seq)
          })
        for (const entity of SYNC_ENTITIES) {
          await tx
            .table<LocalRow, string>(ENTITIES[entity].device.store)
            .filter((row) => row.pending > 0)
            .modify((row) => {
              const seq = newest.get(`${entity}:${row.id}`)
              if (seq !== undefined) row._seq = seq
            })
        }
        // All of them, to be safe: a pull may have rewritten one while it waited, which only the
        // slow acknowledgement handles, and this version cannot tell.
        if (newest.size > 0) await tx.table<SyncStateRow, string>('syncState').put({ key: SLOW_ACK, value: [...newest.keys()] })
      })
  }

  /** The store holding one synced kind of record. */
  tableFor(entity: SyncEntity): EntityTable<LocalRow, 'id'> {
    return this.table(ENTITIES[entity].device.store)
  }

  /** The stores of every synced kind. */
  get recordTables(): Array<EntityTable<LocalRow, 'id'>> {
    return SYNC_ENTITIES.map((entity) => this.tableFor(entity))
  }
}

function dexieOptions(options: UserDatabaseOptions | undefined) {
  if (!options) return undefined
  const { nameSuffix: _nameSuffix, ...rest } = options
  return rest
}

export function openUserDatabase(userId: number, options?: UserDatabaseOptions) {
  return new UserDatabase(userId, options)
}

/** Deletes one user's local database (sign-out after the person agreed, or a switch of user). */
export async function deleteUserDatabase(userId: number, nameSuffix = '') {
  await Dexie.delete(userDatabaseName(userId, nameSuffix))
}
