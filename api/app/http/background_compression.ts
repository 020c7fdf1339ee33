/**
 * The best compression of the PWA's files (brotli 11, gzip 9; ADR 0041). Brotli 11 takes seconds
 * of CPU for a large chunk (1.5 s for the 288 KB index chunk, 7 s for the 1.2 MB PDF worker on a
 * busy machine), so it runs in one worker thread, one file at a time, at the lowest CPU priority
 * (on Linux a thread's nice value is its own: the API's main thread keeps its priority). The
 * worker never keeps the process alive: a shutdown simply drops what is left, and the fast copies
 * made for the first requests stay in use.
 */
import { Worker } from 'node:worker_threads'
import { STATIC_BROTLI_QUALITY, STATIC_GZIP_LEVEL, type Coding } from '#http/content_coding'

const SOURCE = `
const { parentPort } = require('node:worker_threads')
const os = require('node:os')
const zlib = require('node:zlib')
try { os.setPriority(19) } catch {}
parentPort.on('message', ({ id, coding, body }) => {
  try {
    const input = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
    const out = coding === 'br'
      ? zlib.brotliCompressSync(input, { params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: ${STATIC_BROTLI_QUALITY},
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        } })
      : zlib.gzipSync(input, { level: ${STATIC_GZIP_LEVEL} })
    parentPort.postMessage({ id, out })
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) })
  }
})
`

let worker: Worker | null = null
let nextId = 0
const waiting = new Map<number, { resolve: (body: Buffer) => void; reject: (error: Error) => void }>()

function compressor(): Worker {
  if (worker) return worker
  const created = new Worker(SOURCE, { eval: true })
  created.on('message', ({ id, out, error }: { id: number; out?: Uint8Array; error?: string }) => {
    const job = waiting.get(id)
    waiting.delete(id)
    if (!job) return
    if (out) job.resolve(Buffer.from(out.buffer, out.byteOffset, out.byteLength))
    else job.reject(new Error(error ?? 'compression failed'))
  })
  // A worker that dies takes its jobs with it; the next job starts a new one.
  created.on('error', () => {})
  created.on('exit', () => {
    if (worker === created) worker = null
    for (const job of waiting.values()) job.reject(new Error('the compression worker stopped'))
    waiting.clear()
  })
  // After the listeners: adding a 'message' listener refs the worker's port again.
  created.unref()
  worker = created
  return created
}

/** Compresses a file's bytes at the highest level, off the main thread and at low priority. */
export function compressBest(body: Buffer, coding: Exclude<Coding, 'identity'>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId++
    waiting.set(id, { resolve, reject })
    compressor().postMessage({ id, coding, body })
  })
}
