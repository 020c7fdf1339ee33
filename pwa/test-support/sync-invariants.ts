/// <reference types="node" />
/**
 * What must hold once every device has synced until quiet, written as checks that return the
 * problems found (an empty list: all good), so a failing test prints every broken promise:
 * - every device shows exactly what the server holds, and waits for nothing;
 * - every mutation a device sent got an answer, the same one each time it was heard (a retry
 *   or a duplicated request changed nothing the second time);
 * - every conflict or refusal is on that device's "needs your attention" list;
 * - every record the server accepted is there (unless deleted), and no record exists that no
 *   accepted create (or conflict copy) made — nothing twice, nothing invented;
 * - every write a person made reached the outbox and was sent, or was set aside, too large;
 * - no field a person wrote is lost: each value is on the server, or on the attention list, or
 *   was knowingly replaced (by its own device, or by one that had seen it).
 */
import { sameValue, type Mutation, type MutationResult, type SyncChange, type SyncEntity } from '@dosewise/sync-protocol'
import type { AttentionItem } from '../src/db/types'
import { deviceRecords, type Device, type RecordKey } from './sync-devices'
import { ackedThroughOf, waitsForServer } from '../src/db/acknowledged'

export interface Heard {
  device: string
  mutation: Mutation
  answer: MutationResult
}

const keyOf = (m: Pick<Mutation, 'entity' | 'entityId'>): RecordKey => `${m.entity}:${m.entityId}`

/**
 * Each distinct mutation every device sent, with its answer; problems for missing or differing
 * answers. `setAside`: mutations a device took back unanswered because no server would take them
 * (413 even alone; they are on its attention list, which writeTraceProblems checks).
 */
export function heardAnswers(devices: Device[], setAside: ReadonlySet<string> = new Set()): { heard: Heard[]; problems: string[] } {
  const heard: Heard[] = []
  const problems: string[] = []
  for (const device of devices) {
    const seen = new Set<string>()
    for (const mutation of device.transport.sent) {
      if (seen.has(mutation.mutationId)) continue
      seen.add(mutation.mutationId)
      const answers = device.transport.answers.get(mutation.mutationId) ?? []
      if (answers.length === 0) {
        if (setAside.has(mutation.mutationId)) continue
        problems.push(`${device.name}: no answer to ${mutation.op} ${keyOf(mutation)} (seq ${mutation.seq})`)
        continue
      }
      if (new Set(answers.map((a) => JSON.stringify(a))).size > 1) {
        problems.push(`${device.name}: different answers to seq ${mutation.seq}: ${answers.map((a) => JSON.stringify(a)).join(' / ')}`)
      }
      heard.push({ device: device.name, mutation, answer: answers[0]! })
    }
  }
  return { heard, problems }
}

/** JSON with object keys in order: the same values written in another key order are equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner
  )
}

function sorted(records: Map<RecordKey, unknown>) {
  return canonical([...records].sort(([a], [b]) => (a < b ? -1 : 1)))
}

export async function convergenceProblems(devices: Device[], server: Map<RecordKey, SyncChange>): Promise<string[]> {
  const problems: string[] = []
  const expected = sorted(new Map([...server].map(([key, change]) => [key, change.data])))
  for (const device of devices) {
    const shown = await deviceRecords(device.db)
    if (sorted(shown) !== expected) {
      const missing = [...server.keys()].filter((key) => !shown.has(key))
      const extra = [...shown.keys()].filter((key) => !server.has(key))
      const differing = [...shown.keys()].filter((key) => server.has(key) && canonical(shown.get(key)) !== canonical(server.get(key)!.data))
      problems.push(
        `${device.name} differs from the server: missing ${missing.join(', ') || '-'}; extra ${extra.join(', ') || '-'}; different ${differing.map((k) => `${k} ${JSON.stringify(shown.get(k))} vs ${JSON.stringify(server.get(k)!.data)}`).join(', ') || '-'}`
      )
    }
    const outbox = await device.db.outbox.count()
    if (outbox > 0) problems.push(`${device.name}: ${outbox} outbox entries left`)
    // Shown waiting: rows whose changes were answered without being rewritten read as settled (ADR 0054).
    const acked = await ackedThroughOf(device.db)
    for (const table of device.db.recordTables) {
      const pending = await table.filter((row) => waitsForServer(row, acked)).count()
      if (pending > 0) problems.push(`${device.name}: ${pending} rows still marked pending in ${table.name}`)
    }
  }
  return problems
}

const listed = (items: AttentionItem[], mutationId: string) =>
  items.find((item) => item.mutationId === mutationId || item.relatedMutationIds?.includes(mutationId))

export async function attentionProblems(devices: Device[], heard: Heard[]): Promise<string[]> {
  const problems: string[] = []
  for (const device of devices) {
    const items = await device.db.attention.toArray()
    for (const { mutation, answer } of heard.filter((h) => h.device === device.name)) {
      if (answer.status !== 'conflict' && answer.status !== 'rejected') continue
      if (!listed(items, mutation.mutationId))
        problems.push(
          `${device.name}: ${answer.status} (${answer.reason}) for ${mutation.op} ${keyOf(mutation)} is not on the attention list`
        )
    }
  }
  return problems
}

/** Accepted creates are present (unless deleted); nothing exists that no accepted create or copy made. */
export function acceptedWriteProblems(heard: Heard[], server: Map<RecordKey, SyncChange>, madeSoFar: Set<RecordKey>): string[] {
  const problems: string[] = []
  const applied = heard.filter((h) => h.answer.status === 'applied')
  const deleted = new Set(applied.filter((h) => h.mutation.op === 'delete').map((h) => keyOf(h.mutation)))
  for (const h of heard) {
    if (h.answer.reason === 'already_exists')
      problems.push(`${h.device}: create of ${keyOf(h.mutation)} answered already_exists (applied twice?)`)
    if (h.answer.status === 'applied' && h.mutation.op === 'create') madeSoFar.add(keyOf(h.mutation))
    if (h.answer.copyId) madeSoFar.add(`${h.mutation.entity}:${h.answer.copyId}`)
  }
  for (const h of heard) {
    const made =
      h.answer.status === 'applied' && h.mutation.op === 'create'
        ? keyOf(h.mutation)
        : h.answer.copyId
          ? (`${h.mutation.entity}:${h.answer.copyId}` as RecordKey)
          : null
    if (made && !server.has(made) && !deleted.has(made))
      problems.push(`${made}, accepted (${h.device}), is not on the server and was never deleted`)
  }
  for (const key of server.keys()) {
    if (!madeSoFar.has(key)) problems.push(`${key} is on the server but no accepted create or conflict copy made it`)
  }
  return problems
}

/** The mutations each device set aside as too large to send (their attention items). */
export async function setAsideMutations(devices: Device[]): Promise<Set<string>> {
  const ids = new Set<string>()
  for (const device of devices)
    for (const item of await device.db.attention.toArray()) if (item.reason === 'too_large') ids.add(item.mutationId)
  return ids
}

/** A write a person made through the app (the model test's own record, kept before any outbox). */
export interface UserWrite {
  device: string
  entity: SyncEntity
  id: string
  op: 'create' | 'patch' | 'delete'
  /** The values written (create: the input; patch: the changed fields; delete: none). */
  fields: Record<string, unknown>
}

/**
 * Every write a person made reached its device's outbox and was sent — or was set aside on the
 * device's attention list because it could never be sent (too large). Catches a write lost
 * before the outbox, which the answers alone cannot show.
 */
export async function writeTraceProblems(devices: Device[], writes: UserWrite[]): Promise<string[]> {
  const problems: string[] = []
  for (const device of devices) {
    const items = await device.db.attention.toArray()
    for (const write of writes.filter((w) => w.device === device.name)) {
      const sent = device.transport.sent.some(
        (m) =>
          m.entity === write.entity &&
          m.entityId === write.id &&
          m.op === write.op &&
          Object.entries(write.fields).every(([field, value]) => sameValue(m.patch?.[field], value))
      )
      if (sent) continue
      const setAside = items.some(
        (item) =>
          item.reason === 'too_large' &&
          item.entityId === write.id &&
          Object.entries(write.fields).every(([field, value]) => sameValue(item.localData?.[field], value))
      )
      if (!setAside)
        problems.push(
          `${device.name}: ${write.op} of ${write.entity}:${write.id} ${JSON.stringify(write.fields).slice(0, 120)} was never sent nor set aside`
        )
    }
  }
  return problems
}

/** The fields a heard mutation wrote on the server, at which version (none for a refusal or a conflict's held fields). */
function writtenFields(h: Heard): string[] {
  if (h.answer.status === 'applied' || h.answer.status === 'duplicate') return Object.keys(h.mutation.patch ?? {})
  return h.answer.appliedFields ?? []
}

/**
 * No field a person wrote is lost without a trace. Each value of each sent mutation is, in the
 * end: on the server; or on that device's attention list (refused or conflicting, with the
 * value); or knowingly replaced — by a later change of the same field (or a delete) from the
 * same device, or from one that had seen it (its baseVersion at least the version that wrote it).
 */
export async function fieldTraceProblems(devices: Device[], heard: Heard[], server: Map<RecordKey, SyncChange>): Promise<string[]> {
  const problems: string[] = []
  const attention = new Map<string, AttentionItem[]>()
  for (const device of devices) attention.set(device.name, await device.db.attention.toArray())
  for (const h of heard) {
    if (!h.mutation.patch) continue
    const written = new Set(writtenFields(h))
    for (const [field, value] of Object.entries(h.mutation.patch)) {
      if (!written.has(field)) {
        if (h.answer.status === 'applied' || h.answer.status === 'duplicate') continue
        // A journal conflict's copy keeps every value this device wrote.
        if (h.answer.copyId) continue
        const item = listed(attention.get(h.device)!, h.mutation.mutationId)
        const held = h.answer.status === 'rejected' || (h.answer.conflictFields ?? []).includes(field)
        if (held && !sameValue(item?.localData?.[field], value)) {
          problems.push(
            `${h.device}: ${field} = ${JSON.stringify(value).slice(0, 60)} of ${keyOf(h.mutation)} (${h.answer.status} ${h.answer.reason}) is not kept on the attention list`
          )
        }
        // Neither applied nor asked: only fine if the server already held that value.
        if (!held && !sameValue(h.answer.serverRecord?.data?.[field], value)) {
          problems.push(
            `${h.device}: ${field} = ${JSON.stringify(value).slice(0, 60)} of ${keyOf(h.mutation)} (${h.answer.status} ${h.answer.reason}) was neither applied nor asked about`
          )
        }
        continue
      }
      if (sameValue(server.get(keyOf(h.mutation))?.data?.[field], value)) continue
      const version = h.answer.version ?? 0
      const knowinglyReplaced = heard.some(
        (later) =>
          later.mutation.entity === h.mutation.entity &&
          later.mutation.entityId === h.mutation.entityId &&
          (later.answer.version ?? 0) > version &&
          ((later.mutation.op === 'delete' && later.answer.status === 'applied') || writtenFields(later).includes(field)) &&
          (later.mutation.clientId === h.mutation.clientId || (later.mutation.baseVersion ?? 0) >= version)
      )
      if (!knowinglyReplaced) {
        problems.push(
          `${h.device}: ${field} = ${JSON.stringify(value).slice(0, 60)} of ${keyOf(h.mutation)} (v${version}) was lost: not on the server, not replaced by anyone who had seen it`
        )
      }
    }
  }
  return problems
}
