/**
 * What a report is made from, on the server (issue 14, 'Share Report'): the person's synced
 * records as the registry's read path gives them (the same read shapes the PWA holds, so a report
 * built here says what the one built on the device says), the reference snapshot, their name and
 * their time zone. Never anything a client sent: the API must not relay a report it did not make.
 */
import db from '@adonisjs/lucid/services/db'
import type {
  Assessment,
  Dose,
  JournalEntry,
  LabResult,
  Prescription,
  ProgressTracking,
  ReminderSettings,
  StackItem,
  SyncEntity,
} from '@dosewise/sync-protocol'
import type { ReportInput } from '@dosewise/sync-protocol/reports'
import type User from '#models/user'
import { snapshot } from '#services/reference_data/reference_service'
import { listRows, toReadShape } from '#services/sync/record_store'

/** The person's live records of one kind, newest first, in their read shape. */
async function records<T>(entity: SyncEntity, userId: number): Promise<T[]> {
  const rows = await listRows(db.connection(), entity, userId)
  return rows.map((row) => toReadShape(entity, row) as unknown as T)
}

/** How a report and its mail name the person: first and last name, else the username. */
export function personName(user: Pick<User, 'firstName' | 'lastName' | 'username'>): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name || user.username
}

export async function reportInput(user: User, now: Date = new Date()): Promise<ReportInput> {
  const userId = user.id
  const [stack, doses, journal, checkIns, labResults, prescriptions, assessments, settings, reference] = await Promise.all([
    records<StackItem>('stackItem', userId),
    records<Dose>('dose', userId),
    records<JournalEntry>('journalEntry', userId),
    records<ProgressTracking>('progressCheckIn', userId),
    records<LabResult>('labResult', userId),
    records<Prescription>('prescription', userId),
    records<Assessment>('assessment', userId),
    records<ReminderSettings>('reminderSettings', userId),
    snapshot(),
  ])
  const reminderSettings = settings[0] ?? null
  return {
    person: { name: personName(user) },
    now: now.getTime(),
    timeZone: reminderSettings?.timeZone ?? 'UTC',
    reference,
    stack,
    doses,
    journal,
    checkIns,
    labResults,
    prescriptions,
    assessment: assessments[0] ?? null,
    reminderSettings,
  }
}
