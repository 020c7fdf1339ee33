/**
 * Words for the "needs your attention" list: which record an item is about, field names as
 * people say them, and values as they read.
 */
import { ENTITIES } from '@dosewise/sync-protocol'
import type { AttentionItem, RecordData } from '../../db/types'
import { formatDateTime } from '../../lib/dates'

const FIELD_LABELS: Record<string, string> = {
  notes: 'Notes',
  supplementsTaken: 'Supplements taken',
  testName: 'Test name',
  referenceRange: 'Reference range',
  testedAt: 'Test date',
  medicationName: 'Medication',
  prescribedBy: 'Prescribed by',
  startDate: 'Start date',
  endDate: 'End date',
  isActive: 'Active',
  providerName: 'Provider name',
  reminderTimes: 'Reminder times',
}

/** 'referenceRange' → 'Reference range' (known names first). */
export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field]
  if (known) return known
  const words = field
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(formatValue).join(', ')
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value)
  return String(value)
}

function excerpt(text: unknown, length = 60): string | null {
  if (typeof text !== 'string' || !text.trim()) return null
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}

/** 'Lab result · Vitamin D, 25-OH'. */
export function itemTitle(item: AttentionItem): string {
  const data: RecordData = item.localData ?? item.serverRecord?.data ?? {}
  const name =
    excerpt(data.testName) ??
    excerpt(data.medicationName) ??
    excerpt(data.providerName) ??
    excerpt(data.notes) ??
    (typeof data.date === 'string' ? formatDateTime(data.date) : null)
  const label = ENTITIES[item.entity].label
  return name ? `${label} · ${name}` : label
}

/** What this device tried, in words. */
export function attemptedChange(item: AttentionItem): string {
  if (item.op === 'create') return 'You added this on this device.'
  if (item.op === 'delete') return 'You deleted this on this device.'
  return 'You changed this on this device.'
}

/** The fields to compare side by side: the conflicting ones, else those this device changed. */
export function comparedFields(item: AttentionItem): string[] {
  if (item.conflictFields.length > 0) return item.conflictFields
  return Object.keys(item.patch ?? {})
}
