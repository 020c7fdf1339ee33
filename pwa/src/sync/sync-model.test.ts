// @vitest-environment node
// The sync engine against the real API process, through fault-injecting proxies: two devices of
// one user make random creates, edits and deletes of journal entries, lab results and
// prescriptions, go offline and online, sync with dropped requests, answers lost after the server
// committed, duplicated and delayed requests, and the server restarting. Then both sync until
// quiet and the promises of test-support/sync-invariants.ts must hold.
// Reproduce a failure with FC_SEED=<seed printed in the failure> (and FC_PATH if printed).
import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { JOURNAL_MOODS } from '@dosewise/sync-protocol'
import { createRecord, deleteRecord, updateRecord } from '../db/writes'
import { listRecords } from '../db/hooks'
import { startApiServer, type ApiServer } from '../../test-support/api-server'
import type { Fault } from '../../test-support/fault-proxy'
import { connect, openDevice, serverRecords, uniqueAccount, type Device, type RecordKey } from '../../test-support/sync-devices'
import { acceptedWriteProblems, attentionProblems, convergenceProblems, heardAnswers, journalTextProblems } from '../../test-support/sync-invariants'

type Kind = 'journalEntry' | 'labResult' | 'prescription'
type Link = Awaited<ReturnType<typeof connect>>

interface Real {
  devices: [Device, Device]
  background: [Promise<void> | null, Promise<void> | null]
  nextText: () => string
}
interface Model {
  /** A restart costs seconds: at most one, in every fourth run only. */
  restartsLeft: number
}

const NUM_RUNS = Number(process.env.FC_RUNS ?? 18)
const seed = Number(process.env.FC_SEED ?? Date.now() % 2 ** 31)

let server: ApiServer
let links: [Link, Link]
let userId = 0
/** Every record an accepted create or conflict copy made, across runs (the server keeps them). */
const made = new Set<RecordKey>()

beforeAll(async () => {
  server = await startApiServer()
  links = [await connect(server), await connect(server)]
  const account = await uniqueAccount('model')
  await links[0].http.signUp(account.email, account.password)
  userId = await links[0].http.signIn(account.email, account.password)
  await links[1].http.signIn(account.email, account.password)
}, 90_000)

afterAll(async () => {
  for (const link of links ?? []) await link.proxy.close()
  await server?.dispose()
})

function createInput(kind: Kind, variant: number, text: string) {
  if (kind === 'journalEntry') return { mood: JOURNAL_MOODS[variant % 4], energy: 'medium', sleep: 'good', stress: 'low', notes: text, supplementsTaken: [] }
  if (kind === 'labResult') return { testName: `Ferritin ${text}`, value: String(10 + variant), unit: 'ng/mL', referenceRange: '30-300', testedAt: '2026-11-01T08:00:00.000Z' }
  return { medicationName: `Metformin ${text}`, dosage: `${variant + 1}00 mg`, frequency: 'daily' }
}

function editInput(kind: Kind, variant: number, text: string) {
  const second = variant % 2 === 1
  if (kind === 'journalEntry') return second ? { mood: JOURNAL_MOODS[variant % 4] } : { notes: text }
  if (kind === 'labResult') return second ? { unit: variant % 4 === 1 ? 'nmol/L' : 'µg/L' } : { value: String(20 + variant) }
  return second ? { frequency: `${variant} times a day` } : { dosage: `${variant + 2}50 mg` }
}

/**
 * One of the newest three records of a kind this device shows (null: none). Edits crowd onto a
 * few records, so the two devices often change the same one between syncs — the interesting case.
 */
async function pick(device: Device, kind: Kind, index: number): Promise<string | null> {
  const records = await listRecords<{ id: string }>(device.db, kind)
  return records.length === 0 ? null : records[index % Math.min(3, records.length)]!.id
}

/** A record may vanish between picking and writing (a background pull deleted it): not a failure. */
async function tolerateGone(write: Promise<void>) {
  await write.catch((error: Error) => {
    if (!/not found/.test(error.message)) throw error
  })
}

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

type Command = fc.AsyncCommand<Model, Real>
const command = (label: string, run: (real: Real, model: Model) => Promise<void>, check: (model: Model) => boolean = () => true): Command => ({
  check,
  run: (model, real) => run(real, model),
  toString: () => label,
})

const create = fc.tuple(device, kind, fc.nat(20)).map(([d, k, v]) =>
  command(`create(${d}, ${k}, ${v})`, async (real) => {
    await createRecord(real.devices[d].db, k, createInput(k, v, real.nextText()))
  })
)
const edit = fc.tuple(device, kind, fc.nat(20), fc.nat(20)).map(([d, k, i, v]) =>
  command(`edit(${d}, ${k}, #${i}, ${v})`, async (real) => {
    const id = await pick(real.devices[d], k, i)
    if (id) await tolerateGone(updateRecord(real.devices[d].db, k, id, editInput(k, v, real.nextText())))
  })
)
const remove = fc.tuple(device, kind, fc.nat(20)).map(([d, k, i]) =>
  command(`delete(${d}, ${k}, #${i})`, async (real) => {
    const id = await pick(real.devices[d], k, i)
    if (id) await deleteRecord(real.devices[d].db, k, id)
  })
)
const connectivity = fc.tuple(device, fc.boolean()).map(([d, offline]) =>
  command(`${offline ? 'offline' : 'online'}(${d})`, async (real) => {
    real.devices[d].proxy.offline = offline
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
    async (_real, model) => {
      model.restartsLeft -= 1
      await server.restart()
    },
    (model) => model.restartsLeft > 0
  )
)
// Repeats weight the choice: mostly edits and syncs, so both devices often hold the same records.
const commands = [create, create, edit, edit, edit, edit, remove, connectivity, sync, sync, sync, restart]

/** Everything online and fault-free; both devices sync in turn until nothing moves. */
async function syncUntilQuiet(real: Real) {
  await Promise.all(real.background)
  for (const d of real.devices) d.proxy.reset()
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

let runNumber = 0

function tally(labels: string[]) {
  const counts: Record<string, number> = {}
  for (const label of labels) counts[label] = (counts[label] ?? 0) + 1
  return JSON.stringify(counts)
}

it(
  'two devices of one user converge through faults, and nothing is lost, doubled or hidden',
  async () => {
    const property = fc.asyncProperty(fc.commands(commands, { maxCommands: 40, size: 'max' }), async (cmds) => {
      runNumber += 1
      let texts = 0
      // Small batches: several are on the wire at once (pipelined), through every fault.
      const devices: [Device, Device] = [
        openDevice(`a${runNumber}`, userId, links[0], { pushBatchSize: 2 }),
        openDevice(`b${runNumber}`, userId, links[1], { pushBatchSize: 2 }),
      ]
      const real: Real = {
        devices,
        background: [null, null],
        nextText: () => `text ${runNumber}.${(texts += 1)}`,
      }
      try {
        await fc.asyncModelRun(() => ({ model: { restartsLeft: runNumber % 4 === 1 ? 1 : 0 }, real }), cmds)
        const faults = devices.flatMap((d) => d.proxy.log.map((r) => `fault:${typeof r.fault === 'object' ? 'delay' : r.fault}`))
        await syncUntilQuiet(real)
        const onServer = await serverRecords(links[0].http)
        const { heard, problems } = heardAnswers(devices)
        problems.push(
          ...(await convergenceProblems(devices, onServer)),
          ...(await attentionProblems(devices, heard)),
          ...acceptedWriteProblems(heard, onServer, made),
          ...(await journalTextProblems(devices, heard, onServer))
        )
        // SYNC_STATS=1 shows what each run exercised (answers by kind, faults injected).
        if (process.env.SYNC_STATS) console.info(runNumber, tally([...heard.map((h) => [h.answer.status, h.answer.reason].filter(Boolean).join(':')), ...faults]))
        expect(problems).toEqual([])
      } finally {
        await Promise.allSettled(real.background)
        for (const link of links) link.proxy.reset()
        await Promise.all(devices.map((d) => d.dispose()))
      }
    })
    try {
      await fc.assert(property, { numRuns: NUM_RUNS, seed, path: process.env.FC_PATH, endOnFailure: true })
    } catch (error) {
      console.error(`sync model test failed; reproduce with FC_SEED=${seed}`)
      throw error
    }
  },
  240_000
)
