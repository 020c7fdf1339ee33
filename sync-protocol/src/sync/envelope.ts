/**
 * Sync protocol v1 on the wire (ADR 0007): the mutation envelope, the push and pull
 * payloads and answers, the reasons a mutation can be refused, and the cursor format.
 * Both ends parse with these schemas; the merge rules live in `merge.ts`.
 */
import { z } from 'zod'
import { fieldErrorSchema } from '../errors.js'
import { uuidSchema } from '../schemas/fields.js'
import { TIMESTAMP_TEXT_MAX } from '../limits.js'

/** The wire format this build speaks. */
export const SCHEMA_VERSION = 1
/** The server accepts the current and the previous schema version; anything else gets 426. */
export const SUPPORTED_SCHEMA_VERSIONS: readonly number[] = [SCHEMA_VERSION - 1, SCHEMA_VERSION].filter((v) => v >= 1)
export const isSupportedSchemaVersion = (version: number) => SUPPORTED_SCHEMA_VERSIONS.includes(version)

export const PUSH_BATCH_MAX = 500
/**
 * The most bytes one push body may take (JSON as sent). The API refuses larger bodies with 413;
 * the client packs batches by count and by this size, so a backlog of long entries still flows.
 * Several of the largest valid mutations fit (a maximal assessment is about 240 KB).
 */
export const PUSH_BODY_MAX_BYTES = 1_048_576
/** Counters are 32-bit integer columns on the server. */
const INT_MAX = 2_147_483_647
/**
 * Rows a pull page may hold. A page also ends at PULL_PAGE_MAX_BYTES of JSON (pull-page.ts), which
 * usually comes first at this limit: a first sync of 10k journal entries took 15 pages instead
 * of 20 at 500, and about a quarter less time (ADR 0041).
 */
export const PULL_LIMIT_DEFAULT = 1000
export const PULL_LIMIT_MAX = 1000
/** Tombstones are kept at least this long; a cursor from before the purge answers 410. */
export const TOMBSTONE_RETENTION_DAYS = 180

/** Record kinds that travel through sync. Wire names are the singular camelCase entity names. */
export const SYNC_ENTITIES = [
  'journalEntry',
  'labResult',
  'prescription',
  'healthcareProvider',
  'reminderSettings',
  'notification',
  'assessment',
  'stackItem',
  'dose',
  'progressCheckIn',
  'aiInsight',
  'appointment',
  'supplementOrder',
  'subscription',
  'forumPost',
  'forumReply',
] as const
export type SyncEntity = (typeof SYNC_ENTITIES)[number]

export const SYNC_OPS = ['create', 'patch', 'delete'] as const
export type SyncOp = (typeof SYNC_OPS)[number]

/** Record ids: UUIDs for offline-creatable records, decimal integers for server-made ones. */
export const entityIdSchema = z
  .string()
  .max(36)
  .regex(/^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|[1-9][0-9]{0,15})$/, 'Invalid id')

/** A per-install (per user database) id; the server binds it to the user on first push. */
export const clientIdSchema = uuidSchema

/** More than any record has fields. */
const OVERRIDES_MAX = 20

export const mutationSchema = z.object({
  mutationId: uuidSchema,
  clientId: clientIdSchema,
  seq: z.number().int().min(1).max(INT_MAX),
  entity: z.enum(SYNC_ENTITIES),
  entityId: entityIdSchema,
  op: z.enum(SYNC_OPS),
  /** create: the whole input; patch: changed fields only; delete: null. Validated per entity. */
  patch: z.record(z.unknown()).nullable(),
  /** The server version the client last saw of this record, or null (never seen one). */
  baseVersion: z.number().int().min(0).max(INT_MAX).nullable(),
  /**
   * Format only: a device clock set to year 0 must not block the queue with a 422 for the whole
   * batch — the server refuses such a mutation on its own (reason 'validation').
   */
  clientTime: z.string().max(TIMESTAMP_TEXT_MAX).datetime({ offset: true }),
  schemaVersion: z.number().int(),
  /**
   * Fields the person chose to keep after seeing another device's value for them ('Keep mine'
   * on a conflict). The server notes whose value each replaced, so that device hears of it.
   */
  overrides: z.array(z.string().max(64)).max(OVERRIDES_MAX).optional(),
})
export type Mutation = z.output<typeof mutationSchema>

/**
 * What places a mutation in its client's sequence and names its answer. A batch where any of
 * these is malformed is refused whole (422); any other malformed field refuses only its own
 * mutation (reason 'validation'), which still takes its seq, so the queue behind it flows.
 */
export const mutationFrameSchema = z
  .object({ mutationId: uuidSchema, clientId: clientIdSchema, seq: mutationSchema.shape.seq })
  .passthrough()
export type MutationFrame = z.output<typeof mutationFrameSchema>

/**
 * The account a client's data belongs to, sent with each push and pull (ADR 0055): when the
 * session is another account's (someone else signed in on the browser since), the server
 * refuses with 403 E_WRONG_USER before reading or binding anything, so one account's changes are
 * never stored under another's and no separate "who is signed in" request precedes a cycle.
 * Optional: a client that leaves it out is answered for the session's user as before.
 */
const expectedUserIdSchema = z.number().int().positive()

/** The push body as the server first reads it: frames, each checked in full on its own. */
export const pushRequestSchema = z.object({
  clientId: clientIdSchema,
  userId: expectedUserIdSchema.optional(),
  mutations: z.array(mutationFrameSchema).min(1).max(PUSH_BATCH_MAX),
})
/** The push body as a client sends it. */
export interface PushRequest {
  clientId: string
  /** The account this client's changes belong to (see expectedUserIdSchema). */
  userId?: number
  mutations: Mutation[]
}

export const MUTATION_STATUSES = ['applied', 'duplicate', 'rejected', 'conflict'] as const
export type MutationStatus = (typeof MUTATION_STATUSES)[number]

/**
 * Why a mutation was not applied as sent. Rejections are final (the client shows them and
 * drops the change); conflicts wait for the person to choose.
 */
export const SYNC_REASONS = [
  'validation',
  'not_found',
  'already_exists',
  'unsupported',
  'edit_conflict',
  'deleted_elsewhere',
  'edited_elsewhere',
  'seq_reused',
  'too_large',
  'replaced_elsewhere',
  'rate_limited',
] as const
export type SyncReason = (typeof SYNC_REASONS)[number]

/** Words for the "needs your attention" list; `{entity}` is the record's label. */
export const SYNC_REASON_MESSAGES: Record<SyncReason, string> = {
  validation: 'The server refused this change because some values are not valid.',
  not_found: 'This record no longer exists on your account.',
  already_exists: 'A record with this id already exists.',
  unsupported: 'This kind of change is not possible for this record.',
  edit_conflict: 'This record was changed on another device at the same time.',
  deleted_elsewhere: 'This record was deleted on another device while you edited it.',
  edited_elsewhere: 'This record was changed on another device before your delete arrived.',
  seq_reused: 'This change was numbered like an earlier change from this device, so the server did not apply it. Send it again.',
  too_large: 'This change is too large to send to the server.',
  replaced_elsewhere: 'On another device, where both values were shown, your change was replaced.',
  // The registry's createLimit: the server counts a person's recent records of a kind (forum posts).
  rate_limited: 'Too many of these were sent in a short time. Wait a few minutes, then send it again.',
}

/** One record as the server holds it; `data` is the entity's read shape (null for tombstones). */
export const syncChangeSchema = z.object({
  entity: z.enum(SYNC_ENTITIES),
  id: z.string(),
  version: z.number().int().min(1),
  deleted: z.boolean(),
  data: z.record(z.unknown()).nullable(),
  /**
   * Fields whose value a person knowingly replaced after a conflict ('Keep mine'), with the
   * client whose value it was and the version of the replacing change: that device tells its
   * person (a value they wrote did not just vanish).
   */
  replaced: z.array(z.object({ field: z.string(), clientId: z.string(), version: z.number().int() })).optional(),
})
export type SyncChange = z.output<typeof syncChangeSchema>

export const mutationResultSchema = z.object({
  mutationId: uuidSchema,
  seq: z.number().int().min(1),
  status: z.enum(MUTATION_STATUSES),
  /** The record's server version after this mutation (applied) or now (conflict). */
  version: z.number().int().min(0).optional(),
  reason: z.enum(SYNC_REASONS).optional(),
  message: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  /** conflict: the record as the server holds it, so the person can compare. */
  serverRecord: syncChangeSchema.optional(),
  /** conflict: the fields both sides changed. */
  conflictFields: z.array(z.string()).optional(),
  /** conflict: the fields of this change that were applied all the same (they did not conflict). */
  appliedFields: z.array(z.string()).optional(),
  /** journal conflict: the id of the copy that keeps this device's text. */
  copyId: z.string().optional(),
})
export type MutationResult = z.output<typeof mutationResultSchema>

export const pushResponseSchema = z.object({
  results: z.array(mutationResultSchema),
  lastSeq: z.number().int().min(0),
})
export type PushResponse = z.output<typeof pushResponseSchema>

/** 409 body on a seq gap: resend from `lastSeq + 1`. */
export const seqGapBodySchema = z.object({ code: z.literal('E_SEQ_GAP'), message: z.string(), lastSeq: z.number().int().min(0) })

export const pullQuerySchema = z.object({
  cursor: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(PULL_LIMIT_MAX).default(PULL_LIMIT_DEFAULT),
  clientId: clientIdSchema.optional(),
  /** The account the pulling database belongs to (see expectedUserIdSchema). */
  userId: z.coerce.number().pipe(expectedUserIdSchema).optional(),
  schemaVersion: z.coerce.number().int().default(SCHEMA_VERSION),
})
export type PullQuery = z.input<typeof pullQuerySchema>

export const pullResponseSchema = z.object({
  changes: z.array(syncChangeSchema),
  cursor: z.string(),
  hasMore: z.boolean(),
  /** The last seq the server has stored for `clientId` (0 when none or not given). */
  lastSeq: z.number().int().min(0),
})
export type PullResponse = z.output<typeof pullResponseSchema>

/**
 * Cursor: 'v1.<version>' — the highest per-user version the client has applied. Opaque to
 * the client; '' or absent means "from the beginning".
 */
export function encodeCursor(version: number): string {
  return `v1.${version}`
}

export function decodeCursor(cursor: string | undefined | null): number | null {
  if (cursor === undefined || cursor === null || cursor === '') return 0
  const match = /^v1\.(0|[1-9][0-9]{0,15})$/.exec(cursor)
  return match ? Number(match[1]) : null
}
