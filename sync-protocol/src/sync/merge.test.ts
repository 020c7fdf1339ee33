import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  decideMutation,
  isNewer,
  lwwStamp,
  rebase,
  replacedFields,
  updateMeta,
  type Decision,
  type MutationIntent,
  type StoredRecord,
} from './merge.js'
import type { SyncEntity } from './envelope.js'

const A = '0195f0a0-0000-7000-8000-00000000000a'
const B = '0195f0a0-0000-7000-8000-00000000000b'
const t = (minute: number) => new Date(Date.UTC(2026, 10, 22, 8, minute)).toISOString()

const entry = { mood: 'good', energy: 'high', sleep: 'fair', stress: 'low', notes: 'Slept 6h after nights', supplementsTaken: [] }
const lab = { testName: 'Vitamin D, 25-OH', value: '18', unit: 'ng/mL', referenceRange: '30-100', testedAt: '2026-11-01T09:00:00.000Z' }

function intent(
  entity: SyncEntity,
  op: MutationIntent['op'],
  patch: Record<string, unknown> | null,
  clientId: string,
  baseVersion: number | null,
  minute = 0,
  seq = 1
): MutationIntent & { overrides?: string[] } {
  return { entity, op, patch, baseVersion, clientId, stamp: lwwStamp(t(minute), clientId, seq) }
}

/** The server's part, as the API does it: apply a decision and bump the per-user counter. */
class Server {
  version = 0
  records = new Map<string, StoredRecord>()
  copies: Record<string, unknown>[] = []
  apply(id: string, m: MutationIntent & { overrides?: string[] }): Decision {
    const current = this.records.get(id) ?? null
    const decision = decideMutation(current, m)
    if (decision.status === 'applied' && (decision.changed.length > 0 || m.op !== 'patch') && !(current?.deleted && decision.deleted)) {
      this.version += 1
      this.records.set(id, {
        fields: decision.fields,
        deleted: decision.deleted,
        version: this.version,
        meta: updateMeta(current?.meta ?? {}, decision.changed, this.version, m.clientId, m.stamp, m.overrides),
      })
    }
    if (decision.status === 'conflict' && decision.apply) {
      this.version += 1
      this.records.set(id, {
        fields: decision.apply.fields,
        deleted: false,
        version: this.version,
        meta: updateMeta(current!.meta, decision.apply.changed, this.version, m.clientId, m.stamp, m.overrides),
      })
    }
    if (decision.status === 'conflict' && decision.copy) {
      this.version += 1
      const copyId = `copy-${this.version}`
      this.records.set(copyId, {
        fields: decision.copy,
        deleted: false,
        version: this.version,
        meta: updateMeta({}, Object.keys(decision.copy), this.version, m.clientId, m.stamp),
      })
      this.copies.push(decision.copy)
    }
    return decision
  }
}

describe('decideMutation — validation and ownership', () => {
  it('creates with the schema defaults and refuses invalid values with the spec messages', () => {
    const created = decideMutation(null, intent('healthcareProvider', 'create', { providerName: 'Dr. Ana Ruiz' }, A, null))
    expect(created).toMatchObject({ status: 'applied', fields: { providerName: 'Dr. Ana Ruiz', isActive: true } })
    const refused = decideMutation(null, intent('healthcareProvider', 'create', { providerName: ' ', email: 'x' }, A, null))
    expect(refused).toEqual({
      status: 'rejected',
      reason: 'validation',
      errors: [
        { field: 'providerName', message: 'Provider name is required' },
        { field: 'email', message: 'Valid email is required' },
      ],
    })
  })

  it('answers not_found for a patch or delete of a record this user does not have', () => {
    expect(decideMutation(null, intent('labResult', 'patch', { value: '20' }, A, 1))).toEqual({ status: 'rejected', reason: 'not_found' })
    expect(decideMutation(null, intent('labResult', 'delete', null, A, 1))).toEqual({ status: 'rejected', reason: 'not_found' })
  })

  it('refuses what a kind does not allow: creating or deleting notifications, deleting settings', () => {
    expect(decideMutation(null, intent('notification', 'create', { isRead: true }, A, null)).status).toBe('rejected')
    const settings = new Server()
    settings.apply('s', intent('reminderSettings', 'create', {}, A, null))
    expect(decideMutation(settings.records.get('s')!, intent('reminderSettings', 'delete', null, A, 1))).toEqual({
      status: 'rejected',
      reason: 'unsupported',
    })
  })

  it('treats a repeated identical create as done and a different one as already_exists', () => {
    const server = new Server()
    server.apply('j', intent('journalEntry', 'create', entry, A, null))
    expect(server.apply('j', intent('journalEntry', 'create', entry, A, null))).toMatchObject({ status: 'applied', changed: [] })
    expect(server.apply('j', intent('journalEntry', 'create', { ...entry, mood: 'poor' }, B, null))).toEqual({
      status: 'rejected',
      reason: 'already_exists',
    })
  })

  it('derives the lab status on create and when the value changes', () => {
    const server = new Server()
    expect(server.apply('l', intent('labResult', 'create', lab, A, null))).toMatchObject({ fields: { status: 'low' } })
    expect(server.apply('l', intent('labResult', 'patch', { value: '45' }, A, 1))).toMatchObject({
      status: 'applied',
      changed: ['status', 'value'],
      fields: { status: 'normal' },
    })
  })
})

describe('decideMutation — baseVersion concurrency (lab results, prescriptions, providers)', () => {
  it('merges edits of different fields from two devices', () => {
    const server = new Server()
    server.apply('p', intent('prescription', 'create', { medicationName: 'Levothyroxine' }, A, null))
    expect(server.apply('p', intent('prescription', 'patch', { dosage: '50 mcg' }, A, 1)).status).toBe('applied')
    expect(server.apply('p', intent('prescription', 'patch', { frequency: 'Once daily' }, B, 1)).status).toBe('applied')
    expect(server.records.get('p')!.fields).toMatchObject({ dosage: '50 mcg', frequency: 'Once daily' })
  })

  it('returns a conflict, and changes nothing, when both devices changed the same field', () => {
    const server = new Server()
    server.apply('p', intent('prescription', 'create', { medicationName: 'Levothyroxine' }, A, null))
    server.apply('p', intent('prescription', 'patch', { dosage: '50 mcg' }, A, 1))
    const before = server.records.get('p')
    expect(server.apply('p', intent('prescription', 'patch', { dosage: '75 mcg' }, B, 1))).toEqual({
      status: 'conflict',
      reason: 'edit_conflict',
      conflictFields: ['dosage'],
    })
    expect(server.records.get('p')).toBe(before)
    // Having seen version 2, B's choice ("keep mine") goes through.
    expect(server.apply('p', intent('prescription', 'patch', { dosage: '75 mcg' }, B, 2)).status).toBe('applied')
  })

  it('applies the fields that do not conflict and asks only about the one that does (one save, two fields)', () => {
    const server = new Server()
    server.apply('p', intent('prescription', 'create', { medicationName: 'Warfarin', dosage: '5 mg', frequency: 'Once daily' }, A, null))
    server.apply('p', intent('prescription', 'patch', { dosage: '7.5 mg' }, A, 1))
    const decision = server.apply('p', intent('prescription', 'patch', { dosage: '2.5 mg', frequency: 'Twice daily' }, B, 1))
    expect(decision).toMatchObject({
      status: 'conflict',
      reason: 'edit_conflict',
      conflictFields: ['dosage'],
      apply: { changed: ['frequency'] },
    })
    expect(server.records.get('p')).toMatchObject({ version: 3, fields: { dosage: '7.5 mg', frequency: 'Twice daily' } })
  })

  it('when the rest of a change is not a valid record alone, applies nothing and asks about every field it changed', () => {
    // A record stored before a rule tightened: its value is empty, which is no longer valid.
    const current: StoredRecord = {
      fields: { ...lab, value: '', status: null },
      version: 2,
      deleted: false,
      meta: { value: { v: 2, c: A, t: lwwStamp(t(1), A, 2) } },
    }
    const decision = decideMutation(current, intent('labResult', 'patch', { value: '25', unit: 'nmol/L' }, B, 1))
    expect(decision).toEqual({ status: 'conflict', reason: 'edit_conflict', conflictFields: ['unit', 'value'] })
  })

  it('no field of a concurrent save is ever dropped: each is applied or asked about', () => {
    const fields = fc.subarray(['dosage', 'frequency', 'prescribedBy', 'notes'] as const, { minLength: 1 })
    fc.assert(
      fc.property(fields, fields, fc.nat(99), (aFields, bFields, n) => {
        const server = new Server()
        server.apply('p', intent('prescription', 'create', { medicationName: 'Metformin' }, A, null))
        server.apply('p', intent('prescription', 'patch', Object.fromEntries(aFields.map((f) => [f, `A ${f} ${n}`])), A, 1))
        const bPatch = Object.fromEntries(bFields.map((f) => [f, `B ${f} ${n}`]))
        const decision = server.apply('p', intent('prescription', 'patch', bPatch, B, 1))
        const stored = server.records.get('p')!.fields
        const asked = decision.status === 'conflict' ? decision.conflictFields : []
        for (const field of bFields) expect(stored[field] === bPatch[field] || asked.includes(field), field).toBe(true)
        // Asked means both changed it; the other device's value stays until the person chooses.
        for (const field of asked) expect(aFields).toContain(field)
      }),
      { numRuns: 300 }
    )
  })

  it('notes whose value a "Keep mine" replaced, for that device to hear; an ordinary edit notes nothing', () => {
    const server = new Server()
    server.apply('p', intent('prescription', 'create', { medicationName: 'Warfarin' }, A, null))
    server.apply('p', intent('prescription', 'patch', { dosage: '7.5 mg' }, A, 1))
    server.apply('p', { ...intent('prescription', 'patch', { dosage: '2.5 mg' }, B, 2), overrides: ['dosage'] })
    expect(replacedFields(server.records.get('p')!.meta)).toEqual([{ field: 'dosage', clientId: A, version: 3 }])
    // Overriding one's own value, or writing the field again without overriding, clears it.
    server.apply('p', intent('prescription', 'patch', { dosage: '3 mg' }, B, 3))
    expect(replacedFields(server.records.get('p')!.meta)).toEqual([])
    server.apply('p', { ...intent('prescription', 'patch', { dosage: '4 mg' }, B, 4), overrides: ['dosage'] })
    expect(replacedFields(server.records.get('p')!.meta)).toEqual([])
  })

  it('never counts a device’s own earlier edit as a conflict, even before it learned the version', () => {
    const server = new Server()
    server.apply('p', intent('prescription', 'create', { medicationName: 'Sertraline' }, A, null))
    server.apply('p', intent('prescription', 'patch', { dosage: '50 mg' }, A, null))
    expect(server.apply('p', intent('prescription', 'patch', { dosage: '100 mg' }, A, null)).status).toBe('applied')
  })

  it('the same value written on both sides is no conflict', () => {
    const server = new Server()
    server.apply('p', intent('prescription', 'create', { medicationName: 'Metformin' }, A, null))
    server.apply('p', intent('prescription', 'patch', { dosage: '500 mg' }, A, 1))
    expect(server.apply('p', intent('prescription', 'patch', { dosage: '500 mg' }, B, 1))).toMatchObject({ status: 'applied', changed: [] })
  })

  it('asks about delete versus edit, both ways', () => {
    const server = new Server()
    server.apply('l', intent('labResult', 'create', lab, A, null))
    server.apply('l', intent('labResult', 'patch', { value: '22' }, A, 1))
    expect(server.apply('l', intent('labResult', 'delete', null, B, 1))).toMatchObject({ status: 'conflict', reason: 'edited_elsewhere' })
    expect(server.apply('l', intent('labResult', 'delete', null, B, 2))).toMatchObject({ status: 'applied', deleted: true })
    expect(server.apply('l', intent('labResult', 'patch', { unit: 'nmol/L' }, A, 2))).toMatchObject({
      status: 'conflict',
      reason: 'deleted_elsewhere',
    })
  })
})

describe('decideMutation — journal entries keep every text', () => {
  it('turns a concurrent edit of the same text into a copy beside the original', () => {
    const server = new Server()
    server.apply('j', intent('journalEntry', 'create', entry, A, null))
    server.apply('j', intent('journalEntry', 'patch', { notes: 'Written on the phone' }, A, 1))
    const decision = server.apply('j', intent('journalEntry', 'patch', { notes: 'Written on the laptop', mood: 'fair' }, B, 1))
    expect(decision).toMatchObject({
      status: 'conflict',
      reason: 'edit_conflict',
      conflictFields: ['notes'],
      copy: { notes: 'Written on the laptop', mood: 'fair' },
    })
    expect(server.records.get('j')!.fields.notes).toBe('Written on the phone')
  })
})

describe('reminder settings — per-field last writer wins', () => {
  it('a later change wins even when it arrives first', () => {
    const server = new Server()
    server.apply('s', intent('reminderSettings', 'create', {}, A, null, 0))
    server.apply('s', intent('reminderSettings', 'patch', { progressCheckIns: false }, B, 1, 30))
    server.apply('s', intent('reminderSettings', 'patch', { progressCheckIns: true, interactionAlerts: false }, A, 1, 10))
    expect(server.records.get('s')!.fields).toMatchObject({ progressCheckIns: false, interactionAlerts: false, supplementReminders: true })
  })

  it('a change from a device that never saw the settings starts them from the defaults', () => {
    expect(decideMutation(null, intent('reminderSettings', 'patch', { interactionAlerts: false }, B, null, 5))).toMatchObject({
      status: 'applied',
      fields: { supplementReminders: true, progressCheckIns: true, interactionAlerts: false, reminderTimes: [] },
    })
  })

  it('a second create from another device merges instead of colliding', () => {
    const server = new Server()
    server.apply('s', intent('reminderSettings', 'create', { supplementReminders: false }, A, null, 1))
    expect(server.apply('s', intent('reminderSettings', 'create', { interactionAlerts: false }, B, null, 2)).status).toBe('applied')
    expect(server.records.get('s')!.fields).toMatchObject({ supplementReminders: false, interactionAlerts: false })
  })
})

describe('doses — last writer wins, with undo', () => {
  const dose = (status: string, minute: number) => ({
    supplementId: 3,
    date: '2026-11-22',
    time: '08:00',
    status,
    snoozedUntil: null,
    recordedAt: t(minute),
  })

  it('a mark made after the undo brings the dose back; one made before it, arriving late, does not', () => {
    const server = new Server()
    server.apply('d', intent('dose', 'create', dose('taken', 1), A, null, 1))
    expect(server.apply('d', intent('dose', 'delete', null, A, 1, 2)).status).toBe('applied')
    // B marked it skipped at minute 1.5 (before the undo) and only now comes online.
    server.apply('d', intent('dose', 'create', dose('skipped', 1), B, null, 1, 2))
    expect(server.records.get('d')!.deleted).toBe(true)
    // Marked again after the undo.
    expect(server.apply('d', intent('dose', 'create', dose('snoozed', 3), A, null, 3, 2))).toMatchObject({
      status: 'applied',
      deleted: false,
    })
    expect(server.records.get('d')).toMatchObject({ deleted: false, fields: { status: 'snoozed' } })
  })
})

describe('merge rules — properties', () => {
  const settingsPatch = fc.record(
    {
      supplementReminders: fc.boolean(),
      progressCheckIns: fc.boolean(),
      interactionAlerts: fc.boolean(),
      reminderTimes: fc.array(fc.constantFrom('07:00', '12:30', '21:45'), { maxLength: 3 }),
    },
    { requiredKeys: [] }
  )
  const settingsChange = fc.record({
    patch: settingsPatch,
    client: fc.constantFrom(A, B),
    minute: fc.integer({ min: 0, max: 59 }),
    seq: fc.integer({ min: 1, max: 1000 }),
  })

  it('reminder settings converge whatever order the changes arrive in', () => {
    fc.assert(
      // (clientId, seq) names one mutation: a client never sends two different changes under one seq.
      fc.property(
        fc.uniqueArray(settingsChange, { maxLength: 12, selector: (c) => `${c.client}/${c.seq}` }),
        fc.infiniteStream(fc.nat()),
        (changes, randomness) => {
          const play = (order: typeof changes) => {
            const server = new Server()
            server.apply('s', intent('reminderSettings', 'create', {}, A, null, 0, 0))
            for (const c of order) server.apply('s', intent('reminderSettings', 'patch', c.patch, c.client, null, c.minute, c.seq))
            return server.records.get('s')!.fields
          }
          const shuffled = [...changes]
          const rand = randomness[Symbol.iterator]()
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = rand.next().value! % (i + 1)
            ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
          }
          expect(play(shuffled)).toEqual(play(changes))
        }
      )
    )
  })

  type Op = { client: 0 | 1 | 2; kind: 'notes' | 'mood' | 'delete' | 'sync'; text: string }
  const op = fc.record({
    client: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
    kind: fc.constantFrom<Op['kind']>('notes', 'notes', 'mood', 'sync', 'delete'),
    text: fc.string({ minLength: 1, maxLength: 12 }),
  })

  it('journal: no text is lost unless a device that had seen it replaced or deleted it', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const clients = [A, B, '0195f0a0-0000-7000-8000-00000000000c']
        const server = new Server()
        server.apply('j', intent('journalEntry', 'create', entry, A, null))
        const seen = [1, 1, 1]
        // Each text that reached the server, where, and whether someone who had seen it replaced it.
        const written: { text: string; record: string; version: number; writer: number; replaced: boolean }[] = []
        const keptOnDevice: string[] = []
        let seq = 1
        for (const { client, kind, text } of ops) {
          const clientId = clients[client]!
          if (kind === 'sync') {
            seen[client] = server.records.get('j')!.version
            continue
          }
          seq += 1
          // A device knows what it synced and what it wrote itself.
          const knowingly = (w: (typeof written)[number]) => w.record === 'j' && (w.version <= seen[client]! || w.writer === client)
          if (kind === 'delete') {
            const d = server.apply('j', intent('journalEntry', 'delete', null, clientId, seen[client]!, 0, seq))
            if (d.status === 'applied') for (const w of written) if (knowingly(w)) w.replaced = true
            continue
          }
          const patch = kind === 'notes' ? { notes: text } : { mood: text.length % 2 ? 'poor' : 'excellent' }
          const before = server.records.get('j')
          const d = server.apply('j', intent('journalEntry', 'patch', patch, clientId, seen[client]!, 0, seq))
          if (d.status === 'conflict') {
            // Nothing half-applied: the entry is untouched.
            expect(server.records.get('j')).toBe(before)
            if (d.copy)
              written.push({
                text: String(d.copy.notes),
                record: `copy-${server.version}`,
                version: server.version,
                writer: client,
                replaced: false,
              })
            else if (kind === 'notes') keptOnDevice.push(text)
          }
          if (d.status === 'applied' && kind === 'notes') {
            for (const w of written) if (knowingly(w)) w.replaced = true
            written.push({ text, record: 'j', version: server.version, writer: client, replaced: false })
          }
        }
        const texts = [...server.records.values()].filter((r) => !r.deleted).map((r) => r.fields.notes)
        for (const w of written) if (!w.replaced) expect(texts).toContain(w.text)
        // deleted_elsewhere keeps the text on the device (attention list) — never silently dropped.
        expect(keptOnDevice.every((text) => typeof text === 'string')).toBe(true)
      })
    )
  })

  it('replicas that keep the newest version converge whatever order and repetition pages arrive in', () => {
    const change = fc.record({ id: fc.constantFrom('a', 'b', 'c'), value: fc.string({ maxLength: 4 }) })
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 25 }), fc.func(fc.nat()), (changes, pick) => {
        const log = changes.map((c, i) => ({ ...c, version: i + 1 }))
        const latest = new Map(log.map((c) => [c.id, c]))
        // Deliver every change at least once, in a scrambled order with repeats.
        const delivery = [...log, ...log.map((_, i) => log[pick(i) % log.length]!)].sort(
          (x, y) => (pick(x.version) % 7) - (pick(y.version) % 7)
        )
        const replica = new Map<string, { version: number; value: string }>()
        for (const c of delivery) if (isNewer(c.version, replica.get(c.id)?.version)) replica.set(c.id, c)
        for (const [id, c] of latest) expect(replica.get(id)?.value).toBe(c.value)
      })
    )
  })

  it('rebase puts a device’s pending patches over the server’s record in order', () => {
    expect(rebase({ notes: 'server', mood: 'good' }, [{ notes: 'mine' }, { mood: 'poor' }])).toEqual({ notes: 'mine', mood: 'poor' })
  })
})

describe('assessments and the supplement stack', () => {
  it('an assessment never changes after it was made: a patch is refused as unsupported', () => {
    const server = new Server()
    const answers = {
      jobCategory: 'office',
      stressLevel: 'low',
      workHours: 'day',
      ageRange: '26-35',
      exerciseFrequency: 'none',
      sleepQuality: 'good',
      dietType: 'omnivore',
      budgetRange: '25-50',
      hobbies: [],
      healthGoals: ['sleep'],
    }
    expect(server.apply('a', intent('assessment', 'create', answers, A, null, 1)).status).toBe('applied')
    expect(server.apply('a', intent('assessment', 'patch', { stressLevel: 'high' }, A, 1, 2))).toMatchObject({
      status: 'rejected',
      reason: 'unsupported',
    })
    expect(server.apply('a', intent('assessment', 'delete', null, A, 1, 3)).status).toBe('applied')
  })

  it('the same supplement added to the stack on two devices offline meets in one record, the later change winning per field', () => {
    const server = new Server()
    const item = { supplementId: 7, startedAt: '2026-11-01T08:00:00.000Z' }
    server.apply('s', intent('stackItem', 'create', { ...item, dosage: '1,000 IU', source: 'plan' }, A, null, 5))
    expect(server.apply('s', intent('stackItem', 'create', { ...item, dosage: '2,000 IU' }, B, null, 9)).status).toBe('applied')
    server.apply('s', intent('stackItem', 'patch', { active: false }, A, 1, 7))
    expect(server.records.get('s')!.fields).toMatchObject({ dosage: '2,000 IU', active: false, supplementId: 7 })
  })
})

describe('the shop: orders and subscriptions the server makes', () => {
  const stored = (fields: Record<string, unknown>): StoredRecord => ({ fields, version: 3, deleted: false, meta: {} })

  it('a device can neither create, patch nor delete an order; the server moves its status', () => {
    const order = stored({ status: 'pending' })
    expect(decideMutation(null, intent('supplementOrder', 'create', { status: 'pending' }, A, null))).toMatchObject({
      reason: 'unsupported',
    })
    expect(decideMutation(order, intent('supplementOrder', 'patch', { status: 'delivered' }, A, 3))).toMatchObject({
      status: 'rejected',
      reason: 'unsupported',
    })
    expect(decideMutation(order, intent('supplementOrder', 'delete', null, A, 3))).toMatchObject({ reason: 'unsupported' })
    expect(decideMutation(order, intent('supplementOrder', 'patch', { status: 'confirmed' }, '', null))).toMatchObject({
      status: 'applied',
      fields: { status: 'confirmed' },
      changed: ['status'],
    })
  })

  it('a subscription is never created through sync; its owner pauses, modifies and cancels it, the later change winning per field', () => {
    const server = new Server()
    expect(decideMutation(null, intent('subscription', 'create', { isActive: true }, A, null))).toMatchObject({ reason: 'unsupported' })
    // A patch of one that does not exist is not a create (the server makes subscriptions).
    expect(decideMutation(null, intent('subscription', 'patch', { isActive: false }, A, null))).toMatchObject({ reason: 'not_found' })

    server.records.set('7', stored({ isActive: true, quantity: 1, frequency: 'monthly', nextDelivery: '2026-12-22T08:00:00.000Z' }))
    server.version = 3
    server.apply('7', intent('subscription', 'patch', { isActive: false }, A, 3, 10))
    server.apply('7', intent('subscription', 'patch', { quantity: 2, frequency: 'every-2-months' }, B, 3, 5))
    // An older pause arriving later loses to the newer resume.
    server.apply('7', intent('subscription', 'patch', { isActive: true }, B, 3, 12))
    server.apply('7', intent('subscription', 'patch', { isActive: false }, A, 3, 11, 2))
    expect(server.records.get('7')!.fields).toMatchObject({ isActive: true, quantity: 2, frequency: 'every-2-months' })
    expect(server.apply('7', intent('subscription', 'patch', { frequency: 'weekly' }, A, 3, 13, 3))).toMatchObject({ reason: 'validation' })
    expect(server.apply('7', intent('subscription', 'delete', null, A, server.version, 14, 4)).status).toBe('applied')
    expect(server.records.get('7')!.deleted).toBe(true)
  })
})
