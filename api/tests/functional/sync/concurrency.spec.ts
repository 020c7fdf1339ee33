import { test } from '@japa/runner'
import { uuidv7, type Mutation, type MutationResult } from '@dosewise/sync-protocol'
import { resetRateLimits, signedInBrowser } from '#tests/helpers/browser'
import { SyncDevice, labResultInput } from '#tests/helpers/sync_device'
import db from '@adonisjs/lucid/services/db'
import { setTimeout as sleep } from 'node:timers/promises'
import { processMutations } from '#services/sync/mutation_processor'
import { lockUserState } from '#services/sync/user_state'

const RECORDS_PER_DEVICE = 10
const PATCHES_PER_RECORD = 4
const BATCH_SIZE = 10

/** 10 creates and 40 patches, in batches of 10, each batch sent twice at the same time. */
async function pushEverything(device: SyncDevice, mutations: Mutation[]): Promise<MutationResult[]> {
  const results: MutationResult[] = []
  for (let start = 0; start < mutations.length; start += BATCH_SIZE) {
    const batch = mutations.slice(start, start + BATCH_SIZE)
    const [once, twice] = await Promise.all([device.push(batch), device.push(batch)])
    if (once.status !== 200 || twice.status !== 200)
      throw new Error(`push answered ${once.status}/${twice.status}: ${once.text} ${twice.text}`)
    // The duplicate request is answered from what the first one stored (or the other way round).
    if (JSON.stringify(once.body.results) !== JSON.stringify(twice.body.results))
      throw new Error('concurrent duplicates answered differently')
    results.push(...once.body.results)
  }
  return results
}

function workload(device: SyncDevice) {
  const ids = Array.from({ length: RECORDS_PER_DEVICE }, () => uuidv7())
  const mutations = ids.map((id) => device.mutation('labResult', id, 'create', labResultInput({ value: '0' })))
  for (let round = 1; round <= PATCHES_PER_RECORD; round++) {
    for (const id of ids) mutations.push(device.mutation('labResult', id, 'patch', { value: String(round) }))
  }
  return { ids, mutations }
}

test.group('Sync under concurrency', (group) => {
  group.each.setup(() => resetRateLimits())

  test('two devices of one user pushing 50 mutations each at the same time: every one applied once, versions 1..N without gaps', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const phone = new SyncDevice(browser)
    const laptop = new SyncDevice(browser)
    const phoneWork = workload(phone)
    const laptopWork = workload(laptop)

    const [phoneResults, laptopResults] = await Promise.all([
      pushEverything(phone, phoneWork.mutations),
      pushEverything(laptop, laptopWork.mutations),
    ])
    const results = [...phoneResults, ...laptopResults]
    assert.lengthOf(results, 100)
    assert.isTrue(results.every((r) => r.status === 'applied'))
    const versions = results.map((r) => r.version!).sort((a, b) => a - b)
    assert.deepEqual(
      versions,
      Array.from({ length: 100 }, (_, i) => i + 1)
    )

    const { changes } = await laptop.pullAll('', 7)
    const ids = changes.map((c) => c.id)
    assert.lengthOf(ids, 2 * RECORDS_PER_DEVICE)
    assert.sameMembers(ids, [...phoneWork.ids, ...laptopWork.ids])
    assert.isTrue(changes.every((c) => c.data!.value === String(PATCHES_PER_RECORD)))
    const pulled = await laptop.pull()
    assert.equal(pulled.body.lastSeq, 50)
  }).timeout(60_000)

  test('one client sending its next batch before the previous one is answered: each batch is judged after the one before it committed', async ({
    assert,
  }) => {
    const { browser } = await signedInBrowser()
    const device = new SyncDevice(browser)
    for (let round = 0; round < 10; round++) {
      const first = [0, 1, 2].map(() => device.mutation('labResult', uuidv7(), 'create', labResultInput({ value: String(round) })))
      const second = [0, 1, 2].map(() => device.mutation('labResult', uuidv7(), 'create', labResultInput({ value: String(round) })))
      const [a, b] = await Promise.all([device.push(first), device.push(second)])
      assert.equal(a.status, 200, a.text)
      assert.isTrue(a.body.results.every((r) => r.status === 'applied'))
      if (b.status === 409) {
        // It overtook the first batch: refused whole, and answered normally when sent again.
        assert.equal(b.body.code, 'E_SEQ_GAP')
        const again = await device.push(second)
        assert.equal(again.status, 200, again.text)
        assert.isTrue(again.body.results.every((r) => r.status === 'applied'))
      } else {
        assert.equal(b.status, 200, b.text)
        assert.isTrue(b.body.results.every((r) => r.status === 'applied'))
      }
    }
    const { changes } = await device.pullAll('', 10)
    assert.lengthOf(changes, 60)
    assert.equal((await device.pull()).body.lastSeq, 60)
  }).timeout(60_000)

  test('a batch that reaches the person’s lock before the batch sent ahead of it waits for that batch here, and both are applied', async ({
    assert,
  }) => {
    const { browser, email } = await signedInBrowser()
    const device = new SyncDevice(browser)
    const bound = await device.push([device.mutation('labResult', uuidv7(), 'create', labResultInput())])
    assert.equal(bound.status, 200, bound.text)
    const user = await db.from('users').where('email', email).firstOrFail()
    const earlier = [0, 1, 2].map(() => device.mutation('labResult', uuidv7(), 'create', labResultInput({ value: 'earlier' })))
    const later = [0, 1, 2].map(() => device.mutation('labResult', uuidv7(), 'create', labResultInput({ value: 'later' })))

    // The person's lock is held while the later batch, then the earlier one, queue for it, so
    // the later batch is judged first: before ADR 0052 it was refused with a seq gap.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let locked!: () => void
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const holding = db.transaction(async (trx) => {
      await lockUserState(trx, user.id)
      locked()
      await held
    })
    await isLocked
    const laterDone = processMutations(user.id, device.clientId, later)
    await sleep(100)
    const earlierDone = processMutations(user.id, device.clientId, earlier)
    await sleep(100)
    release()
    await holding
    const [a, b] = await Promise.all([earlierDone, laterDone])
    assert.deepEqual(
      a.results.map((r) => r.status),
      ['applied', 'applied', 'applied']
    )
    assert.deepEqual(
      b.results.map((r) => r.status),
      ['applied', 'applied', 'applied']
    )
    assert.equal(b.lastSeq, 7)
    const { changes } = await device.pullAll('', 10)
    assert.lengthOf(changes, 7)
  }).timeout(30_000)
})
