/**
 * Our side of `npm run bench:sync`, run inside Chromium: bench/sync.js bundles this file with
 * Vite and opens it on the same origin as the real API, so it is the PWA's own storage and sync
 * code (pwa/src/db, pwa/src/sync, the browser's fetch with the session cookie) on the browser's
 * real IndexedDB — what a person's tab runs. It does the peer's work
 * (shared/peers/pouchdb/bench.cjs): client A writes N journal entries while offline, each one a
 * `createRecord` as the journal form makes it, then pushes its outbox; a fresh client B (another
 * IndexedDB database) pulls everything. Progress goes to the console, which the bench prints.
 */
import { buildInteractionCatalogue, referenceSnapshotSchema, searchInteractionCatalogue, SCHEMA_VERSION } from '@dosewise/sync-protocol'
import { deleteUserDatabase, openUserDatabase } from '../src/db/database'
import { createRecord } from '../src/db/writes'
import { createBrowserHttp } from '../src/sync/browser-http'
import { pullChanges, pushOutbox } from '../src/sync/sync-cycle'
import { createSyncTransport } from '../src/sync/transport'

const MOODS = ['excellent', 'good', 'fair', 'poor'] as const
const ENERGY = ['high', 'medium', 'low'] as const
const STRESS = ['low', 'moderate', 'high'] as const

/** The peer's `journalDoc(i)`, minus `_id` and `date` (ids are UUIDv7 and the server dates entries). */
function journalEntry(i: number) {
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
const progress = (line: string) => console.log(`[progress] ${line}`)

export interface OurSyncFigures {
  n: number
  localWriteMs: number
  localWriteP50Ms: number
  localWriteP95Ms: number
  localWriteP99Ms: number
  pushMs: number
  pullMs: number
  pushed: number
  pulled: number
}

async function run(n: number): Promise<OurSyncFigures> {
  const http = createBrowserHttp()
  const transport = createSyncTransport(http)
  // A fresh account per run, signed in as the PWA does (session cookie, CSRF header).
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.test`
  const password = 'correct horse battery'
  const signUp = await http.request('POST', '/api/auth/signup', {
    body: { email, password, confirmPassword: password, firstName: 'Sam', lastName: 'Sync' },
  })
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${JSON.stringify(signUp.body)}`)
  const signIn = await http.request('POST', '/api/auth/login', { body: { email, password } })
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${JSON.stringify(signIn.body)}`)
  const userId = (signIn.body as { user: { id: number } }).user.id

  try {
    // Client A, offline: every entry is one local write, timed one by one.
    const a = openUserDatabase(userId, { nameSuffix: '-bench-a' })
    await a.open()
    const latencies: number[] = []
    const every = Math.max(1000, Math.round(n / 5))
    const writeStart = performance.now()
    for (let i = 0; i < n; i++) {
      const started = performance.now()
      await createRecord(a, 'journalEntry', journalEntry(i))
      latencies.push(performance.now() - started)
      if ((i + 1) % every === 0 && i + 1 < n) progress(`ours: client A wrote ${i + 1}/${n}`)
    }
    const localWriteMs = performance.now() - writeStart
    latencies.sort((x, y) => x - y)
    progress(`ours: client A wrote ${n} entries offline in ${Math.round(localWriteMs)} ms`)

    // Online: push the outbox (batches of 500, the protocol's most) until it is empty.
    const pushStart = performance.now()
    const pushed = await pushOutbox({ db: a, transport, schemaVersion: SCHEMA_VERSION })
    const pushMs = performance.now() - pushStart
    const left = await a.outbox.count()
    if (pushed !== n || left !== 0) throw new Error(`client A pushed ${pushed} of ${n} (${left} left in the outbox)`)
    progress(`ours: client A pushed ${pushed} in ${Math.round(pushMs)} ms`)
    a.close()

    // A fresh client B pulls everything.
    const b = openUserDatabase(userId, { nameSuffix: '-bench-b' })
    await b.open()
    const pullStart = performance.now()
    const { pulled } = await pullChanges({ db: b, transport, schemaVersion: SCHEMA_VERSION })
    const pullMs = performance.now() - pullStart
    const onB = await b.table('journalEntries').count()
    if (onB !== n) throw new Error(`client B has ${onB} of ${n} entries`)
    progress(`ours: client B pulled ${pulled} in ${Math.round(pullMs)} ms`)
    b.close()

    return {
      n,
      localWriteMs,
      localWriteP50Ms: percentile(latencies, 50),
      localWriteP95Ms: percentile(latencies, 95),
      localWriteP99Ms: percentile(latencies, 99),
      pushMs,
      pullMs,
      pushed,
      pulled,
    }
  } finally {
    await deleteUserDatabase(userId, '-bench-a').catch(() => {})
    await deleteUserDatabase(userId, '-bench-b').catch(() => {})
  }
}

/** One interaction search over the whole interaction table, as the offline checker runs it in the tab. */
async function search() {
  const response = await fetch('/api/reference/snapshot', { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`reference snapshot: ${response.status}`)
  const catalogue = buildInteractionCatalogue(referenceSnapshotSchema.parse(await response.json()))
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
  const times: number[] = []
  for (let round = 0; round < 250; round++) {
    for (const query of queries) {
      const started = performance.now()
      searchInteractionCatalogue(catalogue, query)
      times.push(performance.now() - started)
    }
  }
  times.sort((x, y) => x - y)
  return { interactionRows: catalogue.interactions.length, searchP50Ms: percentile(times, 50), searchP95Ms: percentile(times, 95) }
}

declare global {
  interface Window {
    syncBench?: { run: typeof run; search: typeof search }
  }
}

window.syncBench = { run, search }
