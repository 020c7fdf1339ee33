/// <reference types="node" />
/**
 * The measured part of `npm run bench:sync` (bench/sync.js loads this through Vite): the real
 * PWA storage and sync code (pwa/src/db, pwa/src/sync) on fake-indexeddb, against the real API
 * process on SQLite on disk, doing the peer's work (shared/peers/pouchdb/bench.cjs):
 * client A writes N journal entries while offline, pushes them in batches of 500, then a fresh
 * client B pulls them all. Also: one local write's latency, and one interaction search over
 * the whole interaction table (the offline checker's code path).
 */
import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { buildInteractionCatalogue, searchInteractionCatalogue, referenceSnapshotSchema, SCHEMA_VERSION } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase } from '../src/db/database'
import { createRecord } from '../src/db/writes'
import { pullChanges, pushOutbox } from '../src/sync/sync-cycle'
import { createSyncTransport } from '../src/sync/transport'
import { startApiServer } from './api-server'
import { CookieJarHttp } from './cookie-jar-http'

const MOODS = ['excellent', 'good', 'fair', 'poor'] as const
const ENERGY = ['high', 'medium', 'low'] as const
const STRESS = ['low', 'moderate', 'high'] as const

/** The peer's `journalDoc(i)`, minus `_id` and `date` (ids are UUIDv7 and the server dates entries). */
export function journalEntry(i: number) {
  return {
    mood: MOODS[i % 4],
    energy: ENERGY[i % 3],
    sleep: MOODS[(i + 1) % 4],
    stress: STRESS[i % 3],
    notes: 'Night shift, slept five hours, walked twenty minutes after.',
    supplementsTaken: ['Vitamin D3', 'Magnesium Glycinate'],
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export interface SyncBenchFigures {
  n: number
  localWriteMs: number
  localWriteP50Ms: number
  localWriteP95Ms: number
  pushMs: number
  pullMs: number
  pushed: number
  pulled: number
  interactionRows: number
  searchP50Ms: number
  searchP95Ms: number
}

export async function runSyncBench(n: number, log: (line: string) => void): Promise<SyncBenchFigures> {
  const server = await startApiServer()
  const suffixA = `-bench-a-${randomUUID().slice(0, 8)}`
  const suffixB = `-bench-b-${randomUUID().slice(0, 8)}`
  let userId = 0
  try {
    const http = new CookieJarHttp(server.url)
    const email = `bench-${randomUUID().slice(0, 8)}@example.test`
    await http.signUp(email, 'correct horse battery')
    userId = await http.signIn(email, 'correct horse battery')
    const transport = createSyncTransport(http)

    // Client A, offline: every entry is one local write (record + outbox entry, one transaction).
    const a = openUserDatabase(userId, { nameSuffix: suffixA })
    const latencies: number[] = []
    const writeStart = performance.now()
    for (let i = 0; i < n; i++) {
      const started = performance.now()
      await createRecord(a, 'journalEntry', journalEntry(i))
      latencies.push(performance.now() - started)
    }
    const localWriteMs = performance.now() - writeStart
    latencies.sort((x, y) => x - y)
    log(`client A wrote ${n} entries offline in ${Math.round(localWriteMs)} ms`)

    // Online: push the outbox in batches of 500 until it is empty.
    const pushStart = performance.now()
    const pushed = await pushOutbox({ db: a, transport, schemaVersion: SCHEMA_VERSION })
    const pushMs = performance.now() - pushStart
    if (pushed !== n || (await a.outbox.count()) !== 0) throw new Error(`client A pushed ${pushed} of ${n}`)
    log(`client A pushed ${pushed} in ${Math.round(pushMs)} ms`)
    a.close()

    // A fresh client B pulls everything.
    const b = openUserDatabase(userId, { nameSuffix: suffixB })
    const pullStart = performance.now()
    const { pulled } = await pullChanges({ db: b, transport, schemaVersion: SCHEMA_VERSION })
    const pullMs = performance.now() - pullStart
    const onB = await b.journalEntries.count()
    if (onB !== n) throw new Error(`client B has ${onB} of ${n} entries`)
    log(`client B pulled ${pulled} in ${Math.round(pullMs)} ms`)
    b.close()

    // One interaction search over the whole table, as the offline checker runs it.
    const snapshot = referenceSnapshotSchema.parse(await (await fetch(`${server.url}/api/reference/snapshot`)).json())
    const catalogue = buildInteractionCatalogue(snapshot)
    const queries = [
      { medication: 'warfarin' },
      { supplement: 'fish oil' },
      { medication: 'blood thinner', supplement: 'ginkgo' },
      { medication: 'zol', supplement: "st john's" },
      { medication: 'SSRI' },
      { medication: 'levothyroxine', supplement: 'calcium' },
      { supplement: 'vit' },
      { medication: 'no such drug', supplement: 'no such herb' },
    ]
    const searches: number[] = []
    for (let round = 0; round < 250; round++) {
      for (const query of queries) {
        const started = performance.now()
        searchInteractionCatalogue(catalogue, query)
        searches.push(performance.now() - started)
      }
    }
    searches.sort((x, y) => x - y)

    return {
      n,
      localWriteMs,
      localWriteP50Ms: percentile(latencies, 50),
      localWriteP95Ms: percentile(latencies, 95),
      pushMs,
      pullMs,
      pushed,
      pulled,
      interactionRows: catalogue.interactions.length,
      searchP50Ms: percentile(searches, 50),
      searchP95Ms: percentile(searches, 95),
    }
  } finally {
    if (userId) {
      await deleteUserDatabase(userId, suffixA).catch(() => {})
      await deleteUserDatabase(userId, suffixB).catch(() => {})
    }
    await server.dispose()
  }
}
