/**
 * Where each synced record kind lives and how its columns map to the contract's fields
 * (sync-protocol's ENTITY_RULES and read schemas). `fields` are exactly the user-writable
 * fields the merge rules see; `readOnly` are the other fields of the read shape.
 */
import type { SyncEntity } from '@dosewise/sync-protocol'

export type ColumnKind = 'text' | 'boolean' | 'list' | 'timestamp' | 'integer' | 'json'

export interface ColumnSpec {
  field: string
  column: string
  kind: ColumnKind
}

export interface EntityTable {
  table: string
  /** UUIDs for records a device can create offline, integers for server-made ones. */
  ids: 'uuid' | 'integer'
  /** Whether deletes leave a tombstone (deleted_at); notifications are never deleted. */
  tombstones: boolean
  /** Whether the table has a created_at column (journal entries have their `date` instead). */
  createdAt: boolean
  fields: ColumnSpec[]
  readOnly: ColumnSpec[]
  /** ORDER BY for lists, newest first (all descending). */
  newestFirst: string[]
}

const snake = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
const col = (field: string, kind: ColumnKind = 'text'): ColumnSpec => ({ field, column: snake(field), kind })

export const ENTITY_TABLES: Record<SyncEntity, EntityTable> = {
  journalEntry: {
    table: 'journal_entries',
    ids: 'uuid',
    tombstones: true,
    createdAt: false,
    fields: [col('mood'), col('energy'), col('sleep'), col('stress'), col('notes'), col('supplementsTaken', 'list')],
    readOnly: [col('date', 'timestamp'), col('conflictOf')],
    newestFirst: ['date', 'id'],
  },
  labResult: {
    table: 'lab_results',
    ids: 'uuid',
    tombstones: true,
    createdAt: true,
    fields: [col('testName'), col('value'), col('unit'), col('referenceRange'), col('status'), col('testedAt', 'timestamp')],
    readOnly: [col('createdAt', 'timestamp')],
    newestFirst: ['tested_at', 'created_at', 'id'],
  },
  prescription: {
    table: 'prescriptions',
    ids: 'uuid',
    tombstones: true,
    createdAt: true,
    fields: [
      col('medicationName'),
      col('dosage'),
      col('frequency'),
      col('prescribedBy'),
      col('startDate', 'timestamp'),
      col('endDate', 'timestamp'),
      col('notes'),
      col('isActive', 'boolean'),
    ],
    readOnly: [col('createdAt', 'timestamp')],
    newestFirst: ['created_at', 'id'],
  },
  healthcareProvider: {
    table: 'healthcare_providers',
    ids: 'uuid',
    tombstones: true,
    createdAt: true,
    fields: [col('providerName'), col('email'), col('phone'), col('specialty'), col('notes'), col('isActive', 'boolean')],
    readOnly: [col('createdAt', 'timestamp')],
    newestFirst: ['created_at', 'id'],
  },
  reminderSettings: {
    table: 'reminder_settings',
    ids: 'uuid',
    tombstones: true,
    createdAt: true,
    fields: [
      col('supplementReminders', 'boolean'),
      col('progressCheckIns', 'boolean'),
      col('interactionAlerts', 'boolean'),
      col('reminderTimes', 'list'),
    ],
    readOnly: [col('createdAt', 'timestamp'), col('updatedAt', 'timestamp')],
    newestFirst: ['updated_at', 'id'],
  },
  assessment: {
    table: 'assessments',
    ids: 'uuid',
    tombstones: true,
    createdAt: true,
    fields: [
      col('jobCategory'),
      col('stressLevel'),
      col('workHours'),
      col('currentMedications'),
      col('currentSupplements'),
      col('allergies'),
      col('ageRange'),
      col('exerciseFrequency'),
      col('hobbies', 'list'),
      col('sleepQuality'),
      col('dietType'),
      col('healthGoals', 'list'),
      col('budgetRange'),
      col('additionalNotes'),
      col('sex'),
      col('reproductiveStatus'),
      col('healthConditions', 'list'),
    ],
    // The plan is the server's: computed with the assessment, never written by a client.
    readOnly: [col('createdAt', 'timestamp'), col('plan', 'json')],
    newestFirst: ['created_at', 'id'],
  },
  stackItem: {
    table: 'supplement_stack_items',
    ids: 'uuid',
    tombstones: true,
    createdAt: true,
    fields: [
      col('supplementId', 'integer'),
      col('active', 'boolean'),
      col('dosage'),
      col('time'),
      col('source'),
      col('assessmentId'),
      col('startedAt', 'timestamp'),
    ],
    readOnly: [col('createdAt', 'timestamp'), col('updatedAt', 'timestamp')],
    newestFirst: ['created_at', 'id'],
  },
  notification: {
    table: 'notifications',
    ids: 'integer',
    tombstones: false,
    createdAt: true,
    fields: [col('isRead', 'boolean')],
    readOnly: [
      col('type'),
      col('title'),
      col('message'),
      col('isActive', 'boolean'),
      col('createdAt', 'timestamp'),
      col('scheduledFor', 'timestamp'),
    ],
    newestFirst: ['created_at', 'id'],
  },
}

/** The largest id an integer primary key holds on both engines (PostgreSQL `integer`). */
export const MAX_INTEGER_ID = 2_147_483_647
