/**
 * Writes a demo's records (sync-protocol/demo) through the server's own change path, the one
 * pushes and REST calls use (sync/apply_change.ts with the registry's mapping), as if the person
 * had made each record at its moment:
 * - one at a time, in the order they were made, each stamped with that moment (its createdAt,
 *   a journal entry's date, the last-writer-wins stamp), with the next version of the account's
 *   changes, so a device's first pull brings them all down like any other changes;
 * - each create's step after creation (an assessment's plan, an interaction alert) runs right
 *   after that record, so it sees exactly the records made before it: the plan is computed from
 *   the prescriptions and lab results the person had then, and the stack meeting the
 *   prescription is announced as it would have been;
 * - then the progress notifications the data calls for now (services/alerts).
 * All in one transaction, under the account's change counter lock: a demo is there whole or not
 * at all. A record the change path refuses is a fault of the generator, and fails the demo.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ENTITIES, lwwStamp, type AfterCreateStep } from '@dosewise/sync-protocol'
import type { DemoRecord } from '@dosewise/sync-protocol/demo'
import { applyChange } from '#services/sync/apply_change'
import { AFTER_CREATE } from '#services/sync/after_create'
import { BatchAccess } from '#services/sync/record_access'
import { lockUserState } from '#services/sync/user_state'
import { progressNotificationsFor } from '#services/alerts/progress_notifications'

/** The records up to and including the next one with a step after creation. */
function nextSegment(records: readonly DemoRecord[], from: number): DemoRecord[] {
  let end = from
  while (end < records.length - 1 && !ENTITIES[records[end].entity].afterCreate) end += 1
  return records.slice(from, end + 1)
}

async function writeSegment(trx: TransactionClientContract, userId: number, segment: readonly DemoRecord[]) {
  // A fresh read of the counter: the step before may have taken versions (a notification).
  const access = new BatchAccess(trx, await lockUserState(trx, userId))
  await access.preload(segment.map((record) => ({ entity: record.entity, id: record.id })))
  for (const record of segment) {
    const outcome = await applyChange(
      access,
      {
        entity: record.entity,
        id: record.id,
        op: 'create',
        patch: record.fields,
        baseVersion: null,
        clientId: '',
        stamp: lwwStamp(record.madeAt, '', 0),
        madeAt: record.madeAt,
      },
      new Date(record.madeAt)
    )
    if (outcome.status !== 'applied' || !outcome.written) {
      throw new Error(`The demo's ${record.entity} ${record.id} was not written: ${JSON.stringify(outcome)}`)
    }
  }
  await access.flush()
}

export async function writeDemoRecords(userId: number, records: readonly DemoRecord[], now: Date): Promise<void> {
  // The steps' inputs are read before the transaction (on SQLite it holds the only connection).
  const prepared = new Map<AfterCreateStep, unknown>()
  for (const record of records) {
    const step = ENTITIES[record.entity].afterCreate
    if (step && !prepared.has(step)) prepared.set(step, await AFTER_CREATE[step].prepare())
  }
  await db.transaction(async (trx) => {
    for (let index = 0; index < records.length;) {
      const segment = nextSegment(records, index)
      await writeSegment(trx, userId, segment)
      const last = segment[segment.length - 1]
      const step = ENTITIES[last.entity].afterCreate
      if (step) await AFTER_CREATE[step].run(trx, last.entity, last.id, prepared.get(step), new Date(last.madeAt))
      index += segment.length
    }
    await lockUserState(trx, userId)
    await progressNotificationsFor(trx, userId, now)
  })
}
