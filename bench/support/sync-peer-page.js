/**
 * The peer's side of `npm run bench:sync`, run inside Chromium: PouchDB 9 (pouchdb-browser, its
 * IndexedDB adapter `idb`, installed in a temp folder at bench time and bundled by bench/sync.js)
 * doing exactly the work of shared/peers/pouchdb/bench.cjs — the same documents, bulkDocs in
 * batches of 500 while offline, replicate.to the server, then a fresh client replicate.from —
 * against pouchdb-server --in-memory, reached on this page's origin under /peer (same origin as
 * our side's API, so neither side pays for CORS preflights).
 */
/* global performance, location */
// Resolved by bench/sync.js to the copy it installs in a temp folder (not a dependency of this repository).
import PouchDB from 'pouchdb-browser'

const BATCH = 500
const progress = (line) => console.log(`[progress] ${line}`)

function journalDoc(i) {
  return {
    _id: `entry:${String(i).padStart(6, '0')}`,
    date: new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString(),
    mood: ['excellent', 'good', 'fair', 'poor'][i % 4],
    energy: ['high', 'medium', 'low'][i % 3],
    sleep: ['excellent', 'good', 'fair', 'poor'][(i + 1) % 4],
    stress: ['low', 'moderate', 'high'][i % 3],
    notes: 'Night shift, slept five hours, walked twenty minutes after.',
    supplementsTaken: ['Vitamin D3', 'Magnesium Glycinate'],
  }
}

async function run(n) {
  const tag = `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const remote = `${location.origin}/peer/journal_${tag}`
  const a = new PouchDB(`clientA_${tag}`, { adapter: 'idb' })
  const b = new PouchDB(`clientB_${tag}`, { adapter: 'idb' })
  try {
    const t0 = performance.now()
    for (let i = 0; i < n; i += BATCH) {
      await a.bulkDocs(Array.from({ length: Math.min(BATCH, n - i) }, (_, k) => journalDoc(i + k)))
    }
    const t1 = performance.now()
    progress(`peer: client A wrote ${n} docs offline in ${Math.round(t1 - t0)} ms`)
    const push = await a.replicate.to(remote, { batch_size: BATCH, batches_limit: 5 })
    const t2 = performance.now()
    progress(`peer: client A pushed ${push.docs_written} in ${Math.round(t2 - t1)} ms`)
    const pull = await b.replicate.from(remote, { batch_size: BATCH, batches_limit: 5 })
    const t3 = performance.now()
    const info = await b.info()
    if (info.doc_count !== n) throw new Error(`client B has ${info.doc_count} of ${n} docs`)
    progress(`peer: client B pulled ${pull.docs_written} in ${Math.round(t3 - t2)} ms`)
    return {
      n,
      adapter: a.adapter,
      localWriteMs: t1 - t0,
      pushMs: t2 - t1,
      pullMs: t3 - t2,
      pushed: push.docs_written,
      pulled: pull.docs_written,
    }
  } finally {
    await a.destroy().catch(() => {})
    await b.destroy().catch(() => {})
  }
}

window.syncBench = { run }
