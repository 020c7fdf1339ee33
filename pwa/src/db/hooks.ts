/**
 * The one way screens read data (docs/conventions.md §2): live queries on the local database. Each hook
 * returns `undefined` while the first read runs, then re-renders on every change — local writes
 * and applied sync pages alike.
 */
import { useLiveQuery } from 'dexie-react-hooks'
import {
  reminderSettingsId,
  type AiInsight,
  type Appointment,
  type Assessment,
  type HealthcareProvider,
  type Plan,
  type StackItem,
  type Dose,
  type JournalEntry,
  type LabResult,
  type Notification,
  type Prescription,
  type ProgressTracking,
  type ReminderSettings,
  type Subscription,
  type SupplementOrder,
  type SyncEntity,
} from '@dosewise/sync-protocol'
import { useLocalDb } from './local-db-context'
import type { UserDatabase } from './database'
import { ackedThroughOf, waitsForServer } from './acknowledged'
import type { AttentionItem, RecordData, RefClass, RefInteraction, RefMedication, RefProfessionStat, RefSupplement } from './types'

/** A record as a screen sees it; `pending` is true until the server has acknowledged every change. */
export type Local<T> = T & { pending: boolean }

export async function listRecords<T>(db: UserDatabase, entity: SyncEntity): Promise<Local<T>[]> {
  const [rows, acked] = await Promise.all([db.tableFor(entity).where('_deleted').equals(0).toArray(), ackedThroughOf(db)])
  rows.sort((a, b) => (a._sort < b._sort ? 1 : a._sort > b._sort ? -1 : a.id < b.id ? 1 : -1))
  return rows.map((row) => ({ ...(row.data as T), pending: waitsForServer(row, acked) }))
}

function useRecords<T>(entity: SyncEntity): Local<T>[] | undefined {
  const db = useLocalDb()
  return useLiveQuery(() => listRecords<T>(db, entity), [db, entity])
}

export const useJournalEntries = () => useRecords<JournalEntry>('journalEntry')

/** Journal entries written at or after `from` (an ISO time), through the list-order index. */
export function useJournalEntriesSince(from: string): Local<JournalEntry>[] | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => {
    const [rows, acked] = await Promise.all([db.tableFor('journalEntry').where('_sort').aboveOrEqual(from).toArray(), ackedThroughOf(db)])
    return rows.filter((row) => !row._deleted).map((row) => ({ ...(row.data as JournalEntry), pending: waitsForServer(row, acked) }))
  }, [db, from])
}
export const useLabResults = () => useRecords<LabResult>('labResult')
export const usePrescriptions = () => useRecords<Prescription>('prescription')
export const useHealthcareProviders = () => useRecords<HealthcareProvider>('healthcareProvider')
/** Appointments with the person's providers, the latest start first. */
export const useAppointments = () => useRecords<Appointment>('appointment')
export const useNotifications = () => useRecords<Notification>('notification')
/** The insights this device (or another of the person's) computed and stored, newest first. */
export const useAiInsights = () => useRecords<AiInsight>('aiInsight')
/** Weekly check-ins, newest first. */
export const useCheckIns = () => useRecords<ProgressTracking>('progressCheckIn')
/** The person's assessments, newest first. */
export const useAssessments = () => useRecords<Assessment>('assessment')
/** The person's shop orders, newest first (made by the server, read here offline too). */
export const useOrders = () => useRecords<SupplementOrder>('supplementOrder')
/** The person's subscriptions, newest first; cancelled ones are deleted. */
export const useSubscriptions = () => useRecords<Subscription>('subscription')

/** The doses recorded for the days from `from` to `to` ('YYYY-MM-DD', inclusive). */
export function useDoses(from: string, to: string): Local<Dose>[] | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => {
    const [rows, acked] = await Promise.all([
      db.tableFor('dose').where('_sort').between(from, to, true, true).toArray(),
      ackedThroughOf(db),
    ])
    return rows.filter((row) => !row._deleted).map((row) => ({ ...(row.data as Dose), pending: waitsForServer(row, acked) }))
  }, [db, from, to])
}

/** Supplements the person takes now (active stack items), newest first. */
export function useStack(): Local<StackItem>[] | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => (await listRecords<StackItem>(db, 'stackItem')).filter((item) => item.active), [db])
}

export interface AssessmentWithPlan {
  assessment: Local<Assessment>
  plan: Plan | null
  /** Whose plan it is: the server's (authoritative) or this device's, computed offline. */
  planFrom: 'server' | 'device' | null
}

export async function readAssessmentWithPlan(db: UserDatabase, id: string): Promise<AssessmentWithPlan | null> {
  return db.transaction('r', [db.tableFor('assessment'), db.localPlans, db.syncState], async () => {
    const [row, acked] = await Promise.all([db.tableFor('assessment').get(id), ackedThroughOf(db)])
    if (!row || row._deleted) return null
    const assessment = { ...(row.data as Assessment), pending: waitsForServer(row, acked) }
    if (assessment.plan) return { assessment, plan: assessment.plan, planFrom: 'server' as const }
    const local = await db.localPlans.get(id)
    return { assessment, plan: local?.plan ?? null, planFrom: local ? ('device' as const) : null }
  })
}

/** One assessment and its plan; null when there is no such assessment on this device. */
export function useAssessmentWithPlan(id: string | undefined): AssessmentWithPlan | null | undefined {
  const db = useLocalDb()
  return useLiveQuery(() => (id ? readAssessmentWithPlan(db, id) : Promise.resolve(null)), [db, id])
}

/** The newest assessment with its plan (the dashboard's 'current recommendations'). */
export function useLatestAssessment(): AssessmentWithPlan | null | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => {
    const [latest] = await listRecords<Assessment>(db, 'assessment')
    return latest ? readAssessmentWithPlan(db, latest.id) : null
  }, [db])
}

/** A kept draft (e.g. the assessment wizard's answers); undefined while reading, null when none. */
export function useDraft<T>(key: string): T | null | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => ((await db.drafts.get(key))?.value as T | undefined) ?? null, [db, key])
}

/** The user's reminder settings; the defaults (all on) until any were saved or pulled. */
export function useReminderSettings(): ReminderSettings | undefined {
  const db = useLocalDb()
  return useLiveQuery(() => readReminderSettings(db), [db])
}

async function readReminderSettings(db: UserDatabase): Promise<ReminderSettings> {
  const row = await db.tableFor('reminderSettings').get(reminderSettingsId(db.userId))
  // Settings stored before the time zone existed read as the device's zone (null).
  if (row) {
    const data = row.data as ReminderSettings
    return { ...data, timeZone: data.timeZone ?? null, rota: data.rota ?? null }
  }
  const now = new Date(0).toISOString()
  return {
    id: reminderSettingsId(db.userId),
    userId: db.userId,
    supplementReminders: true,
    progressCheckIns: true,
    interactionAlerts: true,
    reminderTimes: [],
    timeZone: null,
    rota: null,
    createdAt: now,
    updatedAt: now,
  }
}

/** How many local changes wait for the server. */
export function usePendingCount(): number {
  return usePendingCountOrUnknown() ?? 0
}

/** The same, undefined until the local database has answered (to tell "none" from "not read yet"). */
export function usePendingCountOrUnknown(): number | undefined {
  const db = useLocalDb()
  return useLiveQuery(() => db.outbox.count(), [db])
}

/** Conflicts and refusals the person has not dealt with yet, oldest first. */
export function useAttentionItems(): AttentionItem[] | undefined {
  const db = useLocalDb()
  return useLiveQuery(() => db.attention.orderBy('createdAt').toArray(), [db])
}

/** One of the person's records as this device holds it, deleted or not, for screens that show a server list with their work on top. */
export interface OwnRecord<T> {
  data: T
  /** Changes (a create, an edit or a delete) still wait for the server. */
  pending: boolean
  /** Deleted here (the delete may still be waiting) or on the server. */
  deleted: boolean
}

/**
 * The person's records of a kind whose `field` is `value` (a thread's replies, a forum's posts),
 * deleted ones included and marked, oldest first: server-only screens merge them with what the
 * server lists (a reply written offline shows as waiting to send). A person's own records are
 * few, so they are read whole and filtered.
 */
export function useOwnRecordsWhere<T>(entity: SyncEntity, field: string, value: unknown): OwnRecord<T>[] | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => {
    const [rows, acked] = await Promise.all([
      db
        .tableFor(entity)
        .filter((row) => row.data[field] === value)
        .toArray(),
      ackedThroughOf(db),
    ])
    rows.sort((a, b) => (a._sort < b._sort ? -1 : a._sort > b._sort ? 1 : a.id < b.id ? -1 : 1))
    return rows.map((row) => ({ data: row.data as T, pending: waitsForServer(row, acked), deleted: row._deleted === 1 }))
  }, [db, entity, field, value])
}

/** Whether this device holds the record, not deleted (an edit or delete can be written here). */
export async function hasLiveRecord(db: UserDatabase, entity: SyncEntity, id: string): Promise<boolean> {
  const row = await db.tableFor(entity).get(id)
  return Boolean(row && !row._deleted)
}

export interface SupplementLabel {
  name: string
  /** Taken for sleep (the catalogue times it at bedtime): may make a person drowsy before a shift. */
  forSleep: boolean
}

/**
 * Each catalogue supplement's name by id (an empty map before the catalogue has downloaded):
 * for screens that only label things, without reading the whole reference snapshot.
 */
export function useSupplementLabels(): ReadonlyMap<number, SupplementLabel> | undefined {
  const db = useLocalDb()
  return useLiveQuery(
    () =>
      db.transaction('r', [db.syncState, db.refSupplements], async () => {
        // No marker: no catalogue yet, or a first one still being stored in slices (ADR 0047).
        if (!(await hasReference(db))) return new Map<number, SupplementLabel>()
        return new Map((await db.refSupplements.toArray()).map((s) => [s.id, labelOf(s)]))
      }),
    [db]
  )
}

/** Whether a whole reference snapshot is stored: its version marker is written last. */
async function hasReference(db: UserDatabase): Promise<boolean> {
  return typeof (await db.syncState.get('referenceVersion'))?.value === 'string'
}

const labelOf = (s: RefSupplement): SupplementLabel => ({ name: s.name, forSleep: s.timingRules?.timeOfDay === 'bedtime' })

export interface DayRecords {
  /** Active stack items, newest first. */
  stack: Local<StackItem>[]
  /** The dose records of the day. */
  doses: Local<Dose>[]
  settings: ReminderSettings
  /** Labels of the supplements the stack and the day's records name (a missing one: not in the catalogue). */
  labels: ReadonlyMap<number, SupplementLabel>
}

/**
 * What one day's doses are made of (Today, the in-app reminders), read together: one
 * transaction and one answer rather than four, and only the labels that day needs rather than
 * the whole catalogue.
 */
export function useDayRecords(day: string): DayRecords | undefined {
  const db = useLocalDb()
  return useLiveQuery(
    () =>
      db.transaction(
        'r',
        [db.tableFor('stackItem'), db.tableFor('dose'), db.tableFor('reminderSettings'), db.refSupplements, db.syncState],
        async () => {
          const [stack, rows, settings, acked] = await Promise.all([
            listRecords<StackItem>(db, 'stackItem'),
            db.tableFor('dose').where('_sort').between(day, day, true, true).toArray(),
            readReminderSettings(db),
            ackedThroughOf(db),
          ])
          const doses = rows.filter((row) => !row._deleted).map((row) => ({ ...(row.data as Dose), pending: waitsForServer(row, acked) }))
          const ids = [...new Set([...stack.map((item) => item.supplementId), ...doses.map((dose) => dose.supplementId)])]
          const supplements = (await hasReference(db)) ? await db.refSupplements.bulkGet(ids) : []
          const labels = new Map(supplements.flatMap((s) => (s ? [[s.id, labelOf(s)] as const] : [])))
          return { stack: stack.filter((item) => item.active), doses, settings, labels }
        }
      ),
    [db, day]
  )
}

export type ReferenceData = {
  version: string
  supplements: RefSupplement[]
  interactions: RefInteraction[]
  medications: RefMedication[]
  classes: RefClass[]
  professionStats: RefProfessionStat[]
}

export async function readReferenceData(db: UserDatabase): Promise<ReferenceData | null> {
  return db.transaction(
    'r',
    [db.syncState, db.refSupplements, db.refInteractions, db.refMedications, db.refClasses, db.refProfessionStats],
    async () => {
      const version = await db.syncState.get('referenceVersion')
      if (typeof version?.value !== 'string') return null
      const [supplements, interactions, medications, classes, professionStats] = await Promise.all([
        db.refSupplements.toArray(),
        db.refInteractions.toArray(),
        db.refMedications.toArray(),
        db.refClasses.toArray(),
        db.refProfessionStats.toArray(),
      ])
      return { version: version.value, supplements, interactions, medications, classes, professionStats }
    }
  )
}

/** The reference snapshot (catalogue, interactions, aliases); null until first downloaded. */
export function useReferenceData(): ReferenceData | null | undefined {
  const db = useLocalDb()
  return useLiveQuery(() => readReferenceData(db), [db])
}

/**
 * Each catalogue supplement's benefits, by id (the plan screen's cards; ADR 0046): from `inMemory`
 * when it holds the snapshot of the version on this device, else from the supplements table alone
 * — not the whole snapshot. null until a snapshot was downloaded; undefined while reading.
 */
export function useSupplementBenefits(
  inMemory: (version: string) => readonly Pick<RefSupplement, 'id' | 'benefits'>[] | null
): ReadonlyMap<number, readonly string[]> | null | undefined {
  const db = useLocalDb()
  return useLiveQuery(async () => {
    const version = await db.syncState.get('referenceVersion')
    if (typeof version?.value !== 'string') return null
    const supplements = inMemory(version.value) ?? (await db.refSupplements.toArray())
    return new Map(supplements.map((s) => [s.id, s.benefits]))
  }, [db, inMemory])
}

/** A sync-state value (e.g. 'readOnly' after a 426, 'authExpired' after a 401). */
export function useSyncStateValue(key: string): unknown {
  const db = useLocalDb()
  return useLiveQuery(async () => (await db.syncState.get(key))?.value ?? null, [db, key])
}

export type { RecordData }
