/**
 * Row shapes of the local database. Synced records keep the read shape the API sends (so
 * screens and the API agree on fields) plus a few underscore fields for sync bookkeeping.
 */
import type {
  FieldError,
  MutationResult,
  ReferenceInteraction,
  ReferenceSnapshot,
  ReferenceSupplement,
  SyncChange,
  SyncEntity,
  SyncOp,
  SyncReason,
} from '@dosewise/sync-protocol'

export type RecordData = Record<string, unknown>

export interface LocalRow {
  id: string
  /** What the screens show: the server's record with this device's pending changes on top. */
  data: RecordData
  /** The server's record as last pulled or acknowledged (null: never reached the server). */
  server: { version: number; deleted: boolean; data: RecordData | null } | null
  /** 1 while it is deleted locally or on the server (kept until the delete is acknowledged). */
  _deleted: 0 | 1
  /** Sort key for lists (ISO time). */
  _sort: string
  /** Number of outbox entries for this record not yet acknowledged (as of `_seq`; see db/acknowledged.ts). */
  pending: number
  /** While `pending > 0`: the seq of the record's newest outbox entry; settled once `ackedThrough` reaches it. */
  _seq?: number
  /** During a full resync (410): the resync it was last seen in; rows not seen are gone on the server. */
  _resync?: number
}

export interface OutboxEntry {
  seq: number
  mutationId: string
  entity: SyncEntity
  entityId: string
  op: SyncOp
  patch: RecordData | null
  baseVersion: number | null
  clientTime: string
  /** Fields the person kept over another device's value after a conflict (sent as the mutation's `overrides`). */
  overrides?: string[]
}

/**
 * Key–value rows: clientId, nextSeq, cursor, lastSeq (the server's, from push and pull),
 * resync (a full resync in progress after 410), referenceVersion, readOnly (426: the schema
 * version the server refused), authExpired (401) …
 */
export interface SyncStateRow {
  key: string
  value: unknown
}

/** Something the server did not accept as sent; stays until the person deals with it. */
export interface AttentionItem {
  mutationId: string
  entity: SyncEntity
  entityId: string
  op: SyncOp
  status: Extract<MutationResult['status'], 'rejected' | 'conflict'>
  reason: SyncReason
  message: string
  errors: FieldError[]
  /** What this device tried to write. */
  localData: RecordData | null
  serverRecord: SyncChange | null
  conflictFields: string[]
  /** A conflict's other fields, which the server applied all the same. */
  appliedFields?: string[]
  copyId: string | null
  createdAt: string
  /** The fields the refused mutation sent (null for a delete). */
  patch?: RecordData | null
  /**
   * Later refusals that only follow from this one (edits of a record whose create was refused
   * answer not_found); they are listed here rather than as items of their own.
   */
  relatedMutationIds?: string[]
}

export type RefSupplement = ReferenceSupplement
export type RefInteraction = ReferenceInteraction
export type RefMedication = ReferenceSnapshot['medications'][number]
export type RefClass = ReferenceSnapshot['classes'][number]
export type RefProfessionStat = ReferenceSnapshot['professionStats'][number]
