/**
 * Keeps the reference snapshot (catalogue, interaction table, aliases, profession stats) on the
 * device for offline use: revalidated with its version as ETag, so an unchanged snapshot costs
 * one 304; a new one replaces the old in one transaction. Validated and, the first time, stored
 * in slices with pauses between them, so it never holds the main thread for long (ADR 0047).
 */
import { storedReferenceVersion, storeReferenceSnapshot } from './reference-store'
import { StorageFullError } from '../db/errors'
import { yieldToMain } from './pause'
import type { CycleContext } from './sync-cycle'

/** How often a running app looks for a new snapshot (reference data changes rarely). */
export const REFERENCE_CHECK_MS = 6 * 60 * 60_000

const lastChecked = new WeakMap<object, number>()

/**
 * Downloads a newer snapshot if there is one, at most every REFERENCE_CHECK_MS per database.
 * Failures wait for the next cycle — except a full device, which the person must hear about.
 */
export async function refreshReferenceData({ db, transport }: CycleContext, now = Date.now()): Promise<void> {
  const checked = lastChecked.get(db)
  if (checked !== undefined && now - checked < REFERENCE_CHECK_MS) return
  try {
    const snapshot = await transport.referenceSnapshot(await storedReferenceVersion(db))
    if (snapshot) await storeReferenceSnapshot(db, snapshot, { pause: yieldToMain })
    lastChecked.set(db, now)
  } catch (error) {
    if (error instanceof StorageFullError) throw error
  }
}
