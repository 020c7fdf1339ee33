// @vitest-environment node
// The sync engine against the real API process, through fault-injecting proxies: two devices of
// one user make random creates, edits (one field or two in one save) and deletes of journal
// entries (some near the longest allowed), lab results and prescriptions; go offline and online;
// sync with dropped requests, answers lost after the server committed, duplicated and delayed
// requests, a proxy that refuses bodies over a smaller size (413), the server restarting, and the
// server killed (kill -9) in the middle of a batch. Then both sync until quiet and the promises of
// test-support/sync-invariants.ts must hold — checked against an oracle of what the person wrote,
// not only of what the devices sent.
//
// Runs a fixed set of seeds every time plus a fresh one, on SQLite and (with TEST_DATABASE_URL)
// on PostgreSQL. A failure prints the line that replays it: FC_SEED=<seed> [FC_PATH=<path>].
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { JOURNAL_MOODS, TEXT_MAX, type SyncEntity } from '@dosewise/sync-protocol'
import { createRecord, deleteRecord, updateRecord } from '../db/writes'
import { listRecords } from '../db/hooks'
import { startApiServer, type ApiServer } from '../../test-support/api-server'
import type { Fault } from '../../test-support/fault-proxy'
import { connect, openDevice, serverRecords, uniqueAccount, type Device, type RecordKey } from '../../test-support/sync-devices'
import {
  acceptedWriteProblems,
  attentionProblems,
  convergenceProblems,
  fieldTraceProblems,
  heardAnswers,
  setAsideMutations,
  writeTraceProblems,
  type UserWrite,
} from '../../test-support/sync-invariants'

type Kind = 'journalEntry' | 'labResult' | 'prescription'
type Link = Awaited<ReturnType<typeof connect>>

interface Real {
  devices: [Device, Device]
  background: [Promise<void> | null, Promise<void> | null]
  nextText: () => string
  /** Every write the person made, as the app was asked to make it (the oracle). */
  writes: UserWrite[]
}
interface Model {
  /** A restart or a crash costs seconds: at most one per run, in some runs only. */
  restartsLeft: number
}

/** Seeds run every time, so a fault once found stays covered. */
const FIXED_SEEDS = [1, 2718, 31415, 20261124]
const replaying = process.env.FC_SEED !== undefined
const SEEDS = replaying ? [Number(process.env.FC_SEED)] : [...FIXED_SEEDS, Date.now() % 2 ** 31]
const RUNS_PER_SEED = Number(process.env.FC_RUNS ?? 5)
/** A proxy limit below the protocol's: long entries in several-entry batches meet 413s. */
const PROXY_BODY_LIMIT = 24_000

const device = fc.constantFrom(0 as const, 1 as const)
const kind = fc.constantFrom<Kind>('journalEntry', 'labResult', 'prescription')
const fault: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Fault>('pass') },
  { weight: 1, arbitrary: fc.constant<Fault>('drop-request') },
  { weight: 2, arbitrary: fc.constant<Fault>('drop-response') },
  { weight: 1, arbitrary: fc.constant<Fault>('duplicate') },
  { weight: 1, arbitrary: fc.constant<Fault>('duplicate-concurrent') },
  { weight: 1, arbitrary: fc.integer({ min: 5, max: 80 }).map<Fault>((delayMs) => ({ delayMs })) }
)

function createInput(kind: Kind, variant: number, text: string) {
  if (kind === 'journalEntry')
    return { mood: JOURNAL_MOODS[variant % 4], energy: 'medium', sleep: 'good', stress: 'low', notes: text, supplementsTaken: [] }
  if (kind === 'labResult')
    return {
      testName: `Ferritin ${text}`,
      value: String(10 + variant),
      unit: 'ng/mL',
      referenceRange: '30-300',
      testedAt: '2026-11-01T08:00:00.000Z',
    }
  return { medicationName: `Metformin ${text}`, dosage: `${variant + 1}00 mg`, frequency: 'daily' }
}

/** One field, or (variant ≥ 14) two in one save — the case where one may conflict and one not. */
function editInput(kind: Kind, variant: number, text: string): Record<string, unknown> {
  const second = variant % 2 === 1
  const both = variant >= 14
  if (kind === 'journalEntry')
    return both ? { notes: text, mood: JOURNAL_MOODS[variant % 4] } : second ? { mood: JOURNAL_MOODS[variant % 4] } : { notes: text }
  if (kind === 'labResult') {
    if (both) return { value: String(20 + variant), unit: variant % 4 === 1 ? 'nmol/L' : 'µg/L' }
    return second ? { unit: variant % 4 === 1 ? 'nmol/L' : 'µg/L' } : { value: String(20 + variant) }
  }
  if (both) return { dosage: `${variant + 2}50 mg`, frequency: `${variant} times a day` }
  return second ? { frequency: `${variant} times a day` } : { dosage: `${variant + 2}50 mg` }
}

/** A journal text near the longest allowed, in characters of 1 to 3 bytes. */
function longText(text: string, length: number, wide: boolean) {
  return `${text} `.padEnd(length, wide ? 'ü€' : 'a').slice(0, length)
}

/**
 * One of the newest three records of a kind this device shows (null: none). Edits crowd onto a
 * few records, so the two devices often change the same one between syncs — the interesting case.
 */
async function pick(device: Device, kind: Kind, index: number): Promise<string | null> {
  const records = await listRecords<{ id: string }>(device.db, kind)
  return records.length === 0 ? null : records[index % Math.min(3, records.length)]!.id
}

/** A record may vanish between picking and writing (a background pull deleted it): not a write. */
async function tolerateGone(write: Promise<unknown>): Promise<boolean> {
  try {
    await write
    return true
  } catch (error) {
    if (!/not found/.test((error as Error).message)) throw error
    return false
  }
}

function record(real: Real, d: 0 | 1, entity: SyncEntity, id: string, op: UserWrite['op'], fields: Record<string, unknown>) {
  real.writes.push({ device: real.devices[d].name, entity, id, op, fields })
}

type Command = fc.AsyncCommand<Model, Real>
const command = (
  label: string,
  run: (real: Real, model: Model) => Promise<void>,
  check: (model: Model) => boolean = () => true
): Command => ({
  check,
  run: (model, real) => run(real, model),
  toString: () => label,
})

function commandsFor(server: () => ApiServer) {
  const create = fc.tuple(device, kind, fc.nat(20)).map(([d, k, v]) =>
    command(`create(${d}, ${k}, ${v})`, async (real) => {
      const input = createInput(k, v, real.nextText())
      const id = await createRecord(real.devices[d].db, k, input)
      record(real, d, k, id, 'create', input)
    })
  )
  const createLong = fc.tuple(device, fc.integer({ min: TEXT_MAX - 2000, max: TEXT_MAX }), fc.boolean()).map(([d, length, wide]) =>
    command(`createLong(${d}, ${length}${wide ? ', wide' : ''})`, async (real) => {
      const input = createInput('journalEntry', length, longText(real.nextText(), length, wide))
      const id = await createRecord(real.devices[d].db, 'journalEntry', input)
      record(real, d, 'journalEntry', id, 'create', input)
    })
  )
  const edit = fc.tuple(device, kind, fc.nat(20), fc.nat(20)).map(([d, k, i, v]) =>
    command(`edit(${d}, ${k}, #${i}, ${v})`, async (real) => {
      const id = await pick(real.devices[d], k, i)
      if (!id) return
      const patch = editInput(k, v, real.nextText())
      if (await tolerateGone(updateRecord(real.devices[d].db, k, id, patch))) record(real, d, k, id, 'patch', patch)
    })
  )
  const remove = fc.tuple(device, kind, fc.nat(20)).map(([d, k, i]) =>
    command(`delete(${d}, ${k}, #${i})`, async (real) => {
      const id = await pick(real.devices[d], k, i)
      if (!id) return
      await deleteRecord(real.devices[d].db, k, id)
      record(real, d, k, id, 'delete', {})
    })
  )
  const connectivity = fc.tuple(device, fc.boolean()).map(([d, offline]) =>
    command(`${offline ? 'offline' : 'online'}(${d})`, async (real) => {
      real.devices[d].proxy.offline = offline
    })
  )
  const smallBodies = fc.tuple(device, fc.boolean()).map(([d, on]) =>
    command(`proxyBodyLimit(${d}, ${on ? PROXY_BODY_LIMIT : 'off'})`, async (real) => {
      real.devices[d].proxy.maxBodyBytes = on ? PROXY_BODY_LIMIT : null
    })
  )
  const sync = fc.tuple(device, fc.array(fault, { maxLength: 5 }), fc.boolean()).map(([d, faults, background]) =>
    command(`sync(${d}, [${faults.map((f) => JSON.stringify(f)).join(', ')}]${background ? ', in background' : ''})`, async (real) => {
      await real.background[d]
      real.devices[d].proxy.inject(...faults)
      const cycle = real.devices[d].engine.syncNow()
      if (background) real.background[d] = cycle
      else await cycle
    })
  )
  const restart = fc.constant(
    command(
      'restart the server',
      async (real, model) => {
        model.restartsLeft -= 1
        await Promise.all(real.background)
        await server().restart()
      },
      (model) => model.restartsLeft > 0
    )
  )
  // kill -9 while a push is on the wire: the cycle's first request (its push, or its pull when
  // nothing waits) is forwarded and the server dies 0–40 ms later (mid-batch, mid-transaction or
  // just after the commit).
  const crash = fc.tuple(device, fc.integer({ min: 0, max: 40 })).map(([d, killAfterMs]) =>
    command(
      `crash the server during a push of ${d} (kill -9 after ${killAfterMs} ms)`,
      async (real, model) => {
        model.restartsLeft -= 1
        await Promise.all(real.background)
        real.devices[d].proxy.inject({ killAfterMs })
        await real.devices[d].engine.syncNow()
        // Offline, or no request made: the kill did not happen and must not happen later.
        real.devices[d].proxy.clearFaults()
        await server().restart()
      },
      (model) => model.restartsLeft > 0
    )
  )
  // Repeats weight the choice: mostly edits and syncs, so both devices often hold the same records.
  return [create, create, createLong, edit, edit, edit, edit, remove, connectivity, smallBodies, sync, sync, sync, restart, crash]
}

/**
 * Everything online and fault-free — but a proxy's smaller body limit stays, as a real one would:
 * what it refuses must be set aside, not block the queue. Both devices sync in turn until nothing moves.
 */
async function syncUntilQuiet(real: Real) {
  await Promise.all(real.background)
  for (const d of real.devices) {
    const limit = d.proxy.maxBodyBytes
    d.proxy.reset()
    d.proxy.maxBodyBytes = limit
  }
  for (let round = 0; round < 8; round++) {
    let moved = 0
    for (const d of real.devices) {
      await d.engine.syncNow()
      if (d.engine.status !== 'idle') throw new Error(`${d.name} could not sync: ${d.engine.status} ${String(d.engine.lastError)}`)
      moved += d.engine.lastReport!.answered + d.engine.lastReport!.pulled + (await d.db.outbox.count())
    }
    if (moved === 0) return
  }
  throw new Error('the devices did not become quiet in 8 rounds')
}

function tally(labels: string[]) {
  const counts: Record<string, number> = {}
  for (const label of labels) counts[label] = (counts[label] ?? 0) + 1
  return JSON.stringify(counts)
}

const DATABASES: { name: string; postgres?: string }[] = [
  { name: 'SQLite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', postgres: process.env.TEST_DATABASE_URL }] : []),
]

describe.each(DATABASES)('the sync model on $name', ({ name, postgres }) => {
  let server: ApiServer
  let links: [Link, Link]
  let userId = 0
  /** Every record an accepted create or conflict copy made, across runs (the server keeps them). */
  const made = new Set<RecordKey>()
  let runNumber = 0

  beforeAll(async () => {
    server = await startApiServer({}, { postgres })
    links = [await connect(server), await connect(server)]
    for (const link of links) link.proxy.onKill = () => server.kill()
    const account = await uniqueAccount('model')
    await links[0].http.signUp(account.email, account.password)
    userId = await links[0].http.signIn(account.email, account.password)
    await links[1].http.signIn(account.email, account.password)
  }, 90_000)

  afterAll(async () => {
    for (const link of links ?? []) await link.proxy.close()
    await server?.dispose()
  })

  it.each(SEEDS)(
    'seed %i: two devices of one user converge through faults and crashes; nothing a person wrote is lost, doubled or hidden',
    async (seed) => {
      // The restart budget is part of the generated case (not of the run count), so a seed replays exactly.
      const budget = fc.constantFrom(0, 0, 1)
      const property = fc.asyncProperty(
        fc.commands(
          commandsFor(() => server),
          { maxCommands: 40, size: 'max' }
        ),
        budget,
        async (cmds, restarts) => {
          runNumber += 1
          let texts = 0
          // Small batches: several are on the wire at once (pipelined), through every fault.
          const devices: [Device, Device] = [
            openDevice(`a${name}${runNumber}`, userId, links[0], { pushBatchSize: 3 }),
            openDevice(`b${name}${runNumber}`, userId, links[1], { pushBatchSize: 3 }),
          ]
          const real: Real = { devices, background: [null, null], nextText: () => `text ${runNumber}.${(texts += 1)}`, writes: [] }
          try {
            await fc.asyncModelRun(() => ({ model: { restartsLeft: restarts }, real }), cmds)
            const faults = devices.flatMap((d) =>
              d.proxy.log.map(
                (r) => `fault:${typeof r.fault === 'object' ? Object.keys(r.fault)[0] : r.fault}${r.status === 413 ? ':413' : ''}`
              )
            )
            await syncUntilQuiet(real)
            const onServer = await serverRecords(links[0].http)
            const { heard, problems } = heardAnswers(devices, await setAsideMutations(devices))
            problems.push(
              ...(await convergenceProblems(devices, onServer)),
              ...(await attentionProblems(devices, heard)),
              ...acceptedWriteProblems(heard, onServer, made),
              ...(await writeTraceProblems(devices, real.writes)),
              ...(await fieldTraceProblems(devices, heard, onServer))
            )
            // SYNC_STATS=1 shows what each run exercised (answers by kind, faults injected).
            if (process.env.SYNC_STATS)
              console.info(
                name,
                seed,
                runNumber,
                tally([...heard.map((h) => [h.answer.status, h.answer.reason].filter(Boolean).join(':')), ...faults])
              )
            expect(problems).toEqual([])
          } finally {
            await Promise.allSettled(real.background)
            for (const link of links) link.proxy.reset()
            await Promise.all(devices.map((d) => d.dispose()))
          }
        }
      )
      try {
        await fc.assert(property, { numRuns: RUNS_PER_SEED, seed, path: replaying ? process.env.FC_PATH : undefined, endOnFailure: true })
      } catch (error) {
        const path = /path: "([^"]*)"/.exec(String((error as Error).message))?.[1]
        console.error(
          `sync model (${name}) failed; replay with: FC_SEED=${seed}${path ? ` FC_PATH=${path}` : ''} npx vitest run src/sync/sync-model.test.ts`
        )
        throw error
      }
    },
    300_000
  )
})
