/**
 * What each synced record kind allows and which merge rule it follows (ADR 0007):
 * journal entries keep every text (conflict copies), reminder settings and notification read
 * state are per-field last-writer-wins, lab results, prescriptions and providers use
 * `baseVersion` concurrency with field-level merge.
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
import { journalEntryInputSchema, journalEntrySchema } from '../schemas/journal.js'
import { assessmentInputSchema, assessmentSchema } from '../schemas/assessment.js'
import { stackItemInputSchema, stackItemSchema } from '../schemas/stack.js'
import { notificationSchema, readStatePatchSchema, reminderSettingsInputSchema, reminderSettingsSchema } from '../schemas/notifications.js'
import { deriveLabStatus } from './lab-status.js'
import type { SyncEntity } from './envelope.js'
import type { LabStatus } from '../enums.js'

export type MergeRule = 'journal' | 'lww' | 'base-version'
export type RecordFields = Record<string, unknown>

export interface EntityRule {
  rule: MergeRule
  /** The record's user-writable fields (no id, no server-managed fields). */
  fields: z.AnyZodObject
  creatable: boolean
  deletable: boolean
  /** false: the record never changes after its create (an assessment is what was answered then). */
  patchable?: boolean
  /** Values the server derives from others after every change (e.g. lab status). */
  derive?: (fields: RecordFields) => RecordFields
  /** Words for the record in the "needs your attention" list. */
  label: string
}

const withoutId = <T extends z.AnyZodObject>(schema: T) => schema.omit({ id: true })

export const ENTITY_RULES: Record<SyncEntity, EntityRule> = {
  journalEntry: { rule: 'journal', fields: withoutId(journalEntryInputSchema), creatable: true, deletable: true, label: 'Journal entry' },
  labResult: {
    rule: 'base-version',
    fields: withoutId(labResultInputSchema),
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
    label: 'Lab result',
  },
  prescription: {
    rule: 'base-version',
    fields: withoutId(prescriptionInputSchema),
    creatable: true,
    deletable: true,
    label: 'Prescription',
  },
  healthcareProvider: {
    rule: 'base-version',
    fields: withoutId(healthcareProviderInputSchema),
    creatable: true,
    deletable: true,
    label: 'Healthcare provider',
  },
  reminderSettings: {
    rule: 'lww',
    fields: withoutId(reminderSettingsInputSchema),
    creatable: true,
    deletable: false,
    label: 'Reminder settings',
  },
  notification: { rule: 'lww', fields: readStatePatchSchema, creatable: false, deletable: false, label: 'Notification' },
  assessment: {
    rule: 'base-version',
    fields: withoutId(assessmentInputSchema),
    creatable: true,
    deletable: true,
    patchable: false,
    label: 'Assessment',
  },
  stackItem: { rule: 'lww', fields: withoutId(stackItemInputSchema), creatable: true, deletable: false, label: 'Supplement in your stack' },
}

/** The shape each kind of record is read in: REST answers and `data` of a pulled change. */
export const ENTITY_READ_SCHEMAS: Record<SyncEntity, z.AnyZodObject> = {
  journalEntry: journalEntrySchema,
  labResult: labResultSchema,
  prescription: prescriptionSchema,
  healthcareProvider: healthcareProviderSchema,
  reminderSettings: reminderSettingsSchema,
  notification: notificationSchema,
  assessment: assessmentSchema,
  stackItem: stackItemSchema,
}

/**
 * Reminder settings are one record per user. Every device uses this id for it, so two devices
 * that each create settings offline write to the same record instead of colliding.
 */
export function reminderSettingsId(userId: number): string {
  return `00000000-0000-7000-8000-${userId.toString(16).padStart(12, '0')}`
}
