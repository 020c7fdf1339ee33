/**
 * Compressed answers (ADR 0041): what a browser gets back for each Accept-Encoding — brotli
 * when it takes it, gzip otherwise, the plain body when it asks for none — and that the body is
 * the same JSON either way. Small bodies, the live notices stream and conditional requests are
 * left as they were. The PWA's files, served by the API the `npm start` way, are compressed too.
 *
 * fetch() decodes bodies on its own, so these requests go through node:http to see the bytes
 * that travel.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test } from '@japa/runner'
import { uuidv7 } from '@dosewise/sync-protocol'
import { baseUrl, resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, currentUserId, journalInput } from '#tests/helpers/sync_device'
import { startServer } from '#tests/helpers/server_process'
import { loadReferenceData } from '#services/reference_data/reference_loader'

interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** The bytes as they came over the wire. */
  wire: Buffer
}

function rawGet(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, wire: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function decoded(answer: RawAnswer): string {
  const coding = answer.headers['content-encoding']
  if (coding === 'br') return brotliDecompressSync(answer.wire).toString()
  if (coding === 'gzip') return gunzipSync(answer.wire).toString()
  return answer.wire.toString()
}

const varies = (answer: RawAnswer) => /\baccept-encoding\b/i.test(String(answer.headers.vary ?? ''))

/** A signed-in person with enough journal entries that a pull page is tens of kilobytes. */
async function personWithEntries(count: number) {
  const { browser } = await signedInBrowser()
  const device = new SyncDevice(browser)
  const mutations = Array.from({ length: count }, (_, i) =>
    device.mutation('journalEntry', uuidv7(), 'create', journalInput({ notes: `Day ${i}: slept six hours after a night shift.` }))
  )
  const answer = await device.push(mutations)
  if (answer.status !== 200) throw new Error(`push answered ${answer.status}`)
  return { browser, device, pullUrl: `${baseUrl()}/api/sync/pull?limit=500&clientId=${device.clientId}` }
}

test.group('Compressed API answers', (group) => {
  group.each.setup(() => resetRateLimits())

  test('a pull page comes as brotli, gzip or plain as asked, always the same JSON, with Vary', async ({ assert }) => {
    const { browser, pullUrl } = await personWithEntries(60)
    const cookie = browser.cookieHeader()
    const plain = await rawGet(pullUrl, { cookie })
    assert.equal(plain.status, 200)
    assert.isUndefined(plain.headers['content-encoding'])
    assert.isTrue(varies(plain), 'Vary: Accept-Encoding also when sent plain')
    const json = JSON.parse(plain.wire.toString())
    assert.lengthOf(json.changes, 60)

    const cases: Array<[string, string | undefined]> = [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['br;q=0, *;q=0.3', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['', undefined],
      ['gzip;q=0.5, identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
      ['identity;q=0, *;q=0', undefined],
      ['deflate', undefined],
    ]
    for (const [accept, expected] of cases) {
      const answer = await rawGet(pullUrl, { cookie, 'accept-encoding': accept })
      assert.equal(answer.status, 200, accept)
      assert.equal(answer.headers['content-encoding'], expected, `Accept-Encoding: ${accept}`)
      assert.isTrue(varies(answer), accept)
      assert.deepEqual(JSON.parse(decoded(answer)), json, accept)
      if (expected) {
        assert.isBelow(answer.wire.length, plain.wire.length / 4, `${accept} is much smaller on the wire`)
        assert.equal(Number(answer.headers['content-length']), answer.wire.length)
      }
    }
  })

  test('a small answer is sent as it is', async ({ assert }) => {
    const answer = await rawGet(`${baseUrl()}/api/health`, { 'accept-encoding': 'br, gzip' })
    assert.equal(answer.status, 200)
    assert.isBelow(answer.wire.length, 1024)
    assert.isUndefined(answer.headers['content-encoding'])
    assert.isTrue(varies(answer))
    assert.isObject(JSON.parse(answer.wire.toString()))
  })

  test('a HEAD gets no coding', async ({ assert }) => {
    const { browser, pullUrl } = await personWithEntries(30)
    const answer = await rawGet(pullUrl, { cookie: browser.cookieHeader(), 'accept-encoding': 'br' }, 'HEAD')
    assert.equal(answer.status, 200)
    assert.isUndefined(answer.headers['content-encoding'])
    assert.equal(answer.wire.length, 0)
  })

  test('a refusal keeps its status and its JSON', async ({ assert }) => {
    const refused = await rawGet(`${baseUrl()}/api/sync/pull`, { 'accept-encoding': 'br' })
    assert.equal(refused.status, 401)
    assert.equal(JSON.parse(decoded(refused)).code, 'E_UNAUTHORIZED_ACCESS')
  })

  test('the reference snapshot comes compressed with a weak ETag and still answers 304', async ({ assert }) => {
    // The real knowledge base, as a device downloads it.
    await loadReferenceData({ force: true })
    const full = await rawGet(`${baseUrl()}/api/reference/snapshot`, { 'accept-encoding': 'br' })
    assert.equal(full.status, 200)
    const snapshot = JSON.parse(decoded(full))
    const etag = String(full.headers.etag)
    assert.isTrue(varies(full))
    assert.equal(full.headers['content-encoding'], 'br')
    assert.equal(etag, `W/"${snapshot.version}"`, 'a compressed body carries a weak ETag')
    const plain = await rawGet(`${baseUrl()}/api/reference/snapshot`)
    assert.equal(plain.headers.etag, `"${snapshot.version}"`, 'the plain body keeps the strong one')
    assert.deepEqual(JSON.parse(plain.wire.toString()), snapshot)
    // As the browser's cache revalidates (the ETag it got), and as the PWA does (its version).
    for (const tag of [etag, `"${snapshot.version}"`]) {
      const again = await rawGet(`${baseUrl()}/api/reference/snapshot`, { 'accept-encoding': 'br', 'if-none-match': tag })
      assert.equal(again.status, 304, tag)
      assert.equal(again.wire.length, 0)
      assert.isUndefined(again.headers['content-encoding'])
    }
    const stale = await rawGet(`${baseUrl()}/api/reference/snapshot`, { 'accept-encoding': 'gzip', 'if-none-match': '"0000"' })
    assert.equal(stale.status, 200)
    assert.deepEqual(JSON.parse(decoded(stale)), snapshot)
  })

  test('the live notices stream is never compressed and still delivers a notice at once', async ({ assert }) => {
    const { browser } = await signedInBrowser()
    const userId = await currentUserId(browser)
    const device = new SyncDevice(browser)
    const controller = new AbortController()
    const frames: string[] = []
    let headers: IncomingHttpHeaders = {}
    const heard = (version: number) => frames.join('').includes(`data: {"version":${version}}`)
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(
        `${baseUrl()}/api/sync/live/${userId}`,
        {
          headers: { cookie: browser.cookieHeader(), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
          signal: controller.signal,
        },
        (res) => {
          headers = res.headers
          res.on('data', (chunk: Buffer) => {
            frames.push(chunk.toString())
            if (heard(0)) resolve()
          })
          res.on('error', () => {})
        }
      )
      req.on('error', (error) => (controller.signal.aborted ? undefined : reject(error)))
      req.end()
    })
    try {
      assert.equal(headers['content-type'], 'text/event-stream; charset=utf-8')
      assert.isUndefined(headers['content-encoding'])
      // A change made now reaches the open stream as its own frame, not held in a compressor.
      await device.pushOne(device.mutation('journalEntry', uuidv7(), 'create', journalInput()))
      for (let waited = 0; !heard(1) && waited < 5_000; waited += 20) await new Promise((r) => setTimeout(r, 20))
      assert.isTrue(heard(1), `heard ${JSON.stringify(frames)}`)
    } finally {
      controller.abort()
    }
  })
})

test.group('Compressed PWA files served by the API', (group) => {
  group.each.timeout(120_000)

  test('a JS chunk comes compressed, the same bytes decoded, cached, with Vary and 304', async ({ assert }) => {
    const dist = mkdtempSync(join(tmpdir(), 'dw-dist-'))
    mkdirSync(join(dist, 'assets'))
    const chunk = Array.from({ length: 400 }, (_, i) => `export const value${i} = () => 'dose ${i}';`).join('\n')
    writeFileSync(join(dist, 'assets', 'page-AbC123.js'), chunk)
    writeFileSync(join(dist, 'assets', 'tiny-AbC123.js'), 'export const x = 1\n')
    writeFileSync(join(dist, 'index.html'), `<!doctype html><title>Dosewise</title>${'<!-- shell -->'.repeat(100)}`)
    const server = await startServer({ PWA_DIST: dist, DATA_DIR: mkdtempSync(join(tmpdir(), 'dw-static-')) })
    try {
      const url = `${server.url}/assets/page-AbC123.js`
      for (const [accept, coding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const answer = await rawGet(url, { 'accept-encoding': accept })
        assert.equal(answer.status, 200)
        assert.equal(answer.headers['content-encoding'], coding)
        assert.equal(answer.headers['content-type'], 'text/javascript; charset=utf-8')
        assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable')
        assert.isTrue(varies(answer))
        assert.equal(decoded(answer), chunk)
        assert.isBelow(answer.wire.length, chunk.length / 4)

        const again = await rawGet(url, { 'accept-encoding': accept })
        assert.equal(decoded(again), chunk)
        assert.equal(again.headers.etag, answer.headers.etag)
        const notModified = await rawGet(url, { 'accept-encoding': accept, 'if-none-match': String(answer.headers.etag) })
        assert.equal(notModified.status, 304)
      }

      const plain = await rawGet(url, { 'accept-encoding': 'identity' })
      assert.isUndefined(plain.headers['content-encoding'])
      assert.isTrue(varies(plain))
      assert.equal(plain.wire.toString(), chunk)

      const tiny = await rawGet(`${server.url}/assets/tiny-AbC123.js`, { 'accept-encoding': 'br' })
      assert.isUndefined(tiny.headers['content-encoding'])
      assert.equal(tiny.wire.toString(), 'export const x = 1\n')

      const page = await rawGet(`${server.url}/journal`, { accept: 'text/html', 'accept-encoding': 'br' })
      assert.equal(page.headers['content-encoding'], 'br')
      assert.include(decoded(page), '<title>Dosewise</title>')
      assert.equal(page.headers['cache-control'], 'no-cache')
    } finally {
      await server.stop()
    }
  })
})
