/**
 * The synced record kinds, each described once. An entry says everything the generic sync code
 * on both sides needs: the contract (what a person may write, what is read back), the merge rule
 * (ADR 0007), where the server keeps it, where the device keeps it, and its special rules (a
 * fixed id, a field naming reference data, fields stamped by whoever writes, a step after
 * creation). The API's column mapping, the Dexie stores and the push/pull code are driven from
 * here and name no entity themselves (docs/architecture.md, "Adding a synced record").
 *
 * Merge rules: journal entries keep every text (conflict copies); reminder settings, the stack,
 * notification read state and subscriptions are per-field last-writer-wins; lab results,
 * prescriptions, providers, appointments, assessments and orders use `baseVersion` concurrency
 * with field-level merge.
 */
import { z } from 'zod'
import {
  healthcareProviderInputSchema,
  healthcareProviderSchema,
  labResultInputSchema,
  labResultSchema,
  prescriptionInputSchema,
  prescriptionSchema,
} from '../schemas/healthcare.js'
import { journalEntryInputSchema, journalEntrySchema, progressTrackingInputSchema, progressTrackingSchema } from '../schemas/journal.js'
import { assessmentInputSchema, assessmentSchema } from '../schemas/assessment.js'
import { stackItemId, stackItemInputSchema, stackItemSchema } from '../schemas/stack.js'
import { doseId, doseInputSchema, doseSchema } from '../schemas/doses.js'
import { localDateSchema } from '../schemas/fields.js'
import {
  aiInsightId,
  aiInsightInputSchema,
  aiInsightSchema,
  insightKeySchema,
  notificationSchema,
  readStatePatchSchema,
  reminderSettingsInputSchema,
  reminderSettingsSchema,
  reminderTimeSchema,
} from '../schemas/notifications.js'
import { APPOINTMENT_MESSAGES, appointmentInputSchema, appointmentSchema } from '../schemas/appointments.js'
import { FORUM_MESSAGES, forumPostInputSchema, forumPostSchema, forumReplyInputSchema, forumReplySchema } from '../schemas/community.js'
import { FORUM_POSTING_WINDOW_MINUTES, FORUM_POSTS_PER_WINDOW } from '../limits.js'
import { orderStatusPatchSchema, subscriptionPatchSchema, subscriptionSchema, supplementOrderSchema } from '../schemas/shop.js'
import { CLOCK_SKEW_MS } from '../schemas/journal.js'
import type { FieldError } from '../errors.js'
import { deriveLabStatus } from './lab-status.js'
import type { SyncEntity } from './envelope.js'
import type { LabStatus } from '../enums.js'

export type MergeRule = 'journal' | 'lww' | 'base-version'
export type RecordFields = Record<string, unknown>

/**
 * How a read-only field is filled by whoever writes the record (the server, or the device before
 * the server has answered): `created` is the moment of the first write and never changes,
 * `updated` the moment of every write, `madeAt` the moment the person made the record on their
 * device (the server accepts it within a clock's drift, ADR 0007). Read-only fields without a
 * stamp start as null and are the server's to set.
 */
export type FieldStamp = 'created' | 'updated' | 'madeAt'

/** Steps the server runs after a record is created, named here and implemented by the API. */
export type AfterCreateStep = 'computePlan' | 'interactionAlert'

export interface EntityDefinition {
  /** Words for the record in the "needs your attention" list. */
  label: string
  rule: MergeRule
  /** The record's user-writable fields (no id, no server-managed fields). */
  fields: z.AnyZodObject
  /** The shape the record is read in: REST answers and `data` of a pulled change. */
  read: z.AnyZodObject
  creatable: boolean
  deletable: boolean
  /**
   * false: the record never changes after its create (an assessment is what was answered then).
   * 'server': only the server changes it (an order's status, from the partner's postback); a
   * device's patch is refused as unsupported.
   */
  patchable?: boolean | 'server'
  /** Values derived from others after every change, on the server and on the device (lab status). */
  derive?: (fields: RecordFields) => RecordFields
  /**
   * Fields stamped on write; `createdAt`/`updatedAt` are stamped wherever present. A writable
   * field may have a stamp too: it is the field's value when a new record leaves it out (a
   * journal entry's date is the moment it was made unless the person dates it in the past).
   */
  stamps?: Record<string, FieldStamp>
  /**
   * The one id a record must have when its owner and contents fix it (null: the contents cannot
   * fix it yet, the schema will refuse them), and the message when a change uses another.
   */
  fixedId?: { of: (userId: number, fields: RecordFields) => string | null; message: (id: string) => string }
  /**
   * A field naming a row that must exist (refused as invalid otherwise): reference data, or with
   * `owned`, one of the person's own records (another person's counts as none). A synced table
   * without `owned` takes anyone's record (a reply to another person's post). `absentIf`: the
   * row's columns that, when set, make it count as missing (a tombstone, a post hidden or
   * removed by moderators).
   */
  references?: { field: string; table: string; message: string; owned?: boolean; absentIf?: string[] }
  /** Writable fields set once, by the create: a patch that changes one is refused (a post's forum). */
  immutable?: string[]
  /**
   * At most `max` new records per person in any `windowMinutes`, counted by the server by when
   * it received them (its createdAt) together with every kind naming the same `group` (forum
   * posts and replies). A create over it is refused (reason rate_limited) with `message`.
   */
  createLimit?: { group: string; max: number; windowMinutes: number; message: string }
  /** Journal rule: a conflict copy keeps these read-only fields of the original and points to it. */
  conflictCopy?: { keep: string[]; pointer: string }
  afterCreate?: AfterCreateStep
  /**
   * A timestamp field a new record may not set before the moment it was made (the create's
   * madeAt, less a clock's drift). Checked once, when the record is created, on the device and
   * on the server (`creationErrors`): an appointment made offline stays valid after it began.
   */
  notBeforeMade?: { field: string; message: string }
  /** Where the server keeps it; columns are the fields in snake_case (api entity_tables.ts). */
  server: {
    table: string
    /** UUIDs for records a device can create offline, integers for server-made ones. */
    ids: 'uuid' | 'integer'
    /** Whether deletes leave a tombstone (deleted_at); notifications are never deleted. */
    tombstones: boolean
    /** Columns a list is ordered by, newest first (all descending). */
    newestFirst: string[]
  }
  /** Where the device keeps it (pwa db/database.ts). */
  device: {
    /** The Dexie store. */
    store: string
    /** Its indexes besides the primary key `id` (`_sort`: list order, `_deleted`: 0/1). */
    indexes: string[]
    /** The read field a list sorts by, newest first. */
    sortBy: string
  }
}

const withoutId = <T extends z.AnyZodObject>(schema: T) => schema.omit({ id: true })
const listed = ['_sort', '_deleted']

/**
 * Reminder settings are one record per user. Every device uses this id for it, so two devices
 * that each create settings offline write to the same record instead of colliding.
 */
export function reminderSettingsId(userId: number): string {
  return `00000000-0000-7000-8000-${userId.toString(16).padStart(12, '0')}`
}

/** Posts and replies count together against one allowance (spec §9 leaves it open; ADR 0031). */
const FORUM_POSTING_LIMIT = {
  group: 'forum',
  max: FORUM_POSTS_PER_WINDOW,
  windowMinutes: FORUM_POSTING_WINDOW_MINUTES,
  message: `You can post ${FORUM_POSTS_PER_WINDOW} posts and replies every ${FORUM_POSTING_WINDOW_MINUTES} minutes. Wait a few minutes, then send it again.`,
}

const INT_MAX = 2_147_483_647
const isSupplementId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT_MAX

export const ENTITIES: Record<SyncEntity, EntityDefinition> = {
  journalEntry: {
    label: 'Journal entry',
    rule: 'journal',
    fields: withoutId(journalEntryInputSchema),
    read: journalEntrySchema,
    creatable: true,
    deletable: true,
    stamps: { date: 'madeAt' },
    conflictCopy: { keep: [], pointer: 'conflictOf' },
    server: { table: 'journal_entries', ids: 'uuid', tombstones: true, newestFirst: ['date', 'id'] },
    device: { store: 'journalEntries', indexes: listed, sortBy: 'date' },
  },
  labResult: {
    label: 'Lab result',
    rule: 'base-version',
    fields: withoutId(labResultInputSchema),
    read: labResultSchema,
    creatable: true,
    deletable: true,
    derive: (fields) => ({
      ...fields,
      status: deriveLabStatus(
        String(fields.value ?? ''),
        (fields.referenceRange as string | null | undefined) ?? null,
        (fields.status as LabStatus | null | undefined) ?? null
      ),
    }),
    server: { table: 'lab_results', ids: 'uuid', tombstones: true, newestFirst: ['tested_at', 'created_at', 'id'] },
    device: { store: 'labResults', indexes: listed, sortBy: 'testedAt' },
  },
  prescription: {
    label: 'Prescription',
    rule: 'base-version',
    fields: withoutId(prescriptionInputSchema),
    read: prescriptionSchema,
    creatable: true,
    deletable: true,
    // A new prescription that interacts with a supplement the person takes is announced.
    afterCreate: 'interactionAlert',
    server: { table: 'prescriptions', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'prescriptions', indexes: listed, sortBy: 'createdAt' },
  },
  healthcareProvider: {
    label: 'Healthcare provider',
    rule: 'base-version',
    fields: withoutId(healthcareProviderInputSchema),
    read: healthcareProviderSchema,
    creatable: true,
    deletable: true,
    server: { table: 'healthcare_providers', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'healthcareProviders', indexes: listed, sortBy: 'createdAt' },
  },
  reminderSettings: {
    label: 'Reminder settings',
    rule: 'lww',
    fields: withoutId(reminderSettingsInputSchema),
    read: reminderSettingsSchema,
    creatable: true,
    deletable: false,
    fixedId: {
      of: (userId) => reminderSettingsId(userId),
      message: (id) => `Reminder settings are one record per account; use the id ${id}.`,
    },
    server: { table: 'reminder_settings', ids: 'uuid', tombstones: true, newestFirst: ['updated_at', 'id'] },
    device: { store: 'reminderSettings', indexes: [], sortBy: 'updatedAt' },
  },
  notification: {
    label: 'Notification',
    rule: 'lww',
    fields: readStatePatchSchema,
    read: notificationSchema,
    creatable: false,
    deletable: false,
    server: { table: 'notifications', ids: 'integer', tombstones: false, newestFirst: ['created_at', 'id'] },
    device: { store: 'notifications', indexes: listed, sortBy: 'createdAt' },
  },
  assessment: {
    label: 'Assessment',
    rule: 'base-version',
    fields: withoutId(assessmentInputSchema),
    // The plan is the server's: computed with the assessment, never written by a client.
    read: assessmentSchema,
    creatable: true,
    deletable: true,
    patchable: false,
    afterCreate: 'computePlan',
    server: { table: 'assessments', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'assessments', indexes: listed, sortBy: 'createdAt' },
  },
  stackItem: {
    label: 'Supplement in your stack',
    rule: 'lww',
    fields: withoutId(stackItemInputSchema),
    read: stackItemSchema,
    creatable: true,
    deletable: false,
    // A stack item's id names its supplement; the supplement can never change under it.
    fixedId: {
      of: (userId, fields) => (isSupplementId(fields.supplementId) ? stackItemId(userId, fields.supplementId) : null),
      message: (id) => `A supplement in your stack has the id ${id}.`,
    },
    references: { field: 'supplementId', table: 'supplements', message: 'There is no supplement with this id.' },
    afterCreate: 'interactionAlert',
    server: { table: 'supplement_stack_items', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'stackItems', indexes: listed, sortBy: 'createdAt' },
  },
  dose: {
    label: 'Dose',
    rule: 'lww',
    fields: withoutId(doseInputSchema),
    read: doseSchema,
    creatable: true,
    deletable: true,
    // A dose's id names its supplement, day and time, so every device marks the same record.
    fixedId: {
      of: (userId, fields) =>
        isSupplementId(fields.supplementId) &&
        localDateSchema.safeParse(fields.date).success &&
        (fields.time === null || reminderTimeSchema.safeParse(fields.time).success)
          ? doseId(userId, fields.supplementId, fields.date as string, fields.time as string | null)
          : null,
      message: (id) => `This dose has the id ${id}.`,
    },
    references: { field: 'supplementId', table: 'supplements', message: 'There is no supplement with this id.' },
    server: { table: 'dose_logs', ids: 'uuid', tombstones: true, newestFirst: ['date', 'id'] },
    device: { store: 'doses', indexes: listed, sortBy: 'date' },
  },
  progressCheckIn: {
    label: 'Weekly check-in',
    rule: 'base-version',
    fields: withoutId(progressTrackingInputSchema),
    read: progressTrackingSchema,
    creatable: true,
    deletable: true,
    references: { field: 'assessmentId', table: 'assessments', message: 'There is no assessment with this id.', owned: true },
    server: { table: 'progress_tracking', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'progressCheckIns', indexes: listed, sortBy: 'createdAt' },
  },
  aiInsight: {
    label: 'Insight',
    rule: 'lww',
    fields: withoutId(aiInsightInputSchema),
    read: aiInsightSchema,
    creatable: true,
    // An insight the entries no longer support is deleted; found again, it comes back (lww revives).
    deletable: true,
    // Its subject fixes its id, so every device computing it writes the same record.
    fixedId: {
      of: (userId, fields) => (insightKeySchema.safeParse(fields.key).success ? aiInsightId(userId, fields.key as string) : null),
      message: (id) => `This insight has the id ${id}.`,
    },
    server: { table: 'ai_insights', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'aiInsights', indexes: listed, sortBy: 'createdAt' },
  },
  appointment: {
    label: 'Appointment',
    rule: 'base-version',
    fields: withoutId(appointmentInputSchema),
    read: appointmentSchema,
    creatable: true,
    deletable: true,
    // With one of the person's own providers (another person's counts as none).
    references: { field: 'providerId', table: 'healthcare_providers', message: APPOINTMENT_MESSAGES.providerMissing, owned: true },
    notBeforeMade: { field: 'startsAt', message: APPOINTMENT_MESSAGES.inThePast },
    server: { table: 'appointments', ids: 'uuid', tombstones: true, newestFirst: ['starts_at', 'id'] },
    device: { store: 'appointments', indexes: listed, sortBy: 'startsAt' },
  },
  // The shop (ADR 0033): made by the server when the person orders or subscribes (online), read
  // offline from the device. Ids grow with time, so they order the lists.
  supplementOrder: {
    label: 'Order',
    rule: 'base-version',
    // Its status is the partner's to report (postbacks); no device changes an order.
    fields: orderStatusPatchSchema,
    read: supplementOrderSchema,
    creatable: false,
    deletable: false,
    patchable: 'server',
    server: { table: 'supplement_orders', ids: 'integer', tombstones: false, newestFirst: ['id'] },
    device: { store: 'orders', indexes: listed, sortBy: 'orderedAt' },
  },
  subscription: {
    label: 'Subscription',
    rule: 'lww',
    // Pause/Resume and Modify, offline too; cancelling deletes it (a tombstone).
    fields: subscriptionPatchSchema,
    read: subscriptionSchema,
    creatable: false,
    deletable: true,
    server: { table: 'subscriptions', ids: 'integer', tombstones: true, newestFirst: ['id'] },
    device: { store: 'subscriptions', indexes: listed, sortBy: 'createdAt' },
  },
  // Forums (ADR 0031): a person's own posts and replies, written on the device (offline too) and
  // read by others through the REST views. Likes and reports are online-only REST.
  forumPost: {
    label: 'Forum post',
    rule: 'base-version',
    fields: withoutId(forumPostInputSchema),
    read: forumPostSchema,
    creatable: true,
    deletable: true,
    immutable: ['forumId'],
    references: { field: 'forumId', table: 'forums', message: FORUM_MESSAGES.forumMissing },
    createLimit: FORUM_POSTING_LIMIT,
    server: { table: 'forum_posts', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'forumPosts', indexes: listed, sortBy: 'createdAt' },
  },
  forumReply: {
    label: 'Forum reply',
    rule: 'base-version',
    fields: withoutId(forumReplyInputSchema),
    read: forumReplySchema,
    creatable: true,
    deletable: true,
    immutable: ['postId'],
    // Anyone's post, as long as people can read it (not deleted, hidden or removed).
    references: {
      field: 'postId',
      table: 'forum_posts',
      message: FORUM_MESSAGES.postMissing,
      absentIf: ['deleted_at', 'hidden_at', 'removed_at'],
    },
    createLimit: FORUM_POSTING_LIMIT,
    server: { table: 'forum_replies', ids: 'uuid', tombstones: true, newestFirst: ['created_at', 'id'] },
    device: { store: 'forumReplies', indexes: listed, sortBy: 'createdAt' },
  },
}

const readOnlyCache = new Map<SyncEntity, string[]>()
const stampsCache = new Map<SyncEntity, Record<string, FieldStamp>>()

/** The read-only fields of a kind: its read shape less id, userId and the writable fields. */
export function readOnlyFields(entity: SyncEntity): string[] {
  let fields = readOnlyCache.get(entity)
  if (!fields) {
    const definition = ENTITIES[entity]
    const writable = new Set(Object.keys(definition.fields.shape))
    fields = Object.keys(definition.read.shape).filter((key) => key !== 'id' && key !== 'userId' && !writable.has(key))
    readOnlyCache.set(entity, fields)
  }
  return fields
}

/** Every stamped field of a kind and how it is stamped (every local write reads it). */
export function stampsOf(entity: SyncEntity): Record<string, FieldStamp> {
  let stamps = stampsCache.get(entity)
  if (!stamps) {
    const readOnly = readOnlyFields(entity)
    stamps = {
      ...(readOnly.includes('createdAt') ? { createdAt: 'created' as const } : {}),
      ...(readOnly.includes('updatedAt') ? { updatedAt: 'updated' as const } : {}),
      ...ENTITIES[entity].stamps,
    }
    stampsCache.set(entity, stamps)
  }
  return stamps
}

/**
 * What a new record's creation rules refuse (`notBeforeMade`), `madeAt` being the moment it was
 * made (ms since epoch). Values of the wrong type are the schema's to refuse.
 */
export function creationErrors(entity: SyncEntity, fields: RecordFields, madeAt: number): FieldError[] {
  const rule = ENTITIES[entity].notBeforeMade
  const value = rule ? fields[rule.field] : undefined
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN
  if (!rule || Number.isNaN(time) || time >= madeAt - CLOCK_SKEW_MS) return []
  return [{ field: rule.field, message: rule.message }]
}
