/**
 * Keeps the reference snapshot (catalogue, interaction table, aliases, profession stats) on the
 * device for offline use: revalidated with its version as ETag, so an unchanged snapshot costs
 * one 304; a new one replaces the old in one transaction. Validated and, the first time, stored
 * in slices with pauses between them, so it never holds the main thread for long (ADR 0047).
 */
import { storedReferenceVersion, storeReferenceSnapshot } from './reference-store'
import { StorageFullError } from '../db/errors'
import { whenIdle } from '../lib/when-idle'
import { yieldToMain } from './pause'
import type { ReferenceSnapshot } from '@dosewise/sync-protocol'
import type { CycleContext } from './sync-cycle'

/** How often a running app looks for a new snapshot (reference data changes rarely). */
export const REFERENCE_CHECK_MS = 6 * 60 * 60_000

const lastChecked = new WeakMap<object, number>()

/** A snapshot check under way: its download, and when it was started. */
export interface ReferenceDownload {
  snapshot: Promise<ReferenceSnapshot | null>
  startedAt: number
}

/**
 * Starts looking for a newer snapshot if one is due (at most every REFERENCE_CHECK_MS per
 * database); null when none is. The engine starts it beside the cycle's push and pull (ADR 0055):
 * with a snapshot on the device the check is one small request, usually a 304. A device with none
 * yet (a new one) has ~55 KB to download, which would share the network with the person's own
 * records and the screen's code; there it is asked for once `cycle`, the first pull, is done
 * and the browser is idle, so the screen has drawn the person's records first (ADR 0058). Either
 * way it is stored only once the cycle is done (`storeReferenceDownload`), as storing it
 * meanwhile would hold up the pull's own writes.
 */
export function startReferenceDownload(
  { db, transport }: CycleContext,
  cycle: Promise<unknown>,
  now = Date.now()
): ReferenceDownload | null {
  const checked = lastChecked.get(db)
  if (checked !== undefined && now - checked < REFERENCE_CHECK_MS) return null
  const snapshot = storedReferenceVersion(db).then(async (version) => {
    if (version === null) {
      await cycle.catch(() => {})
      await new Promise<void>((resolve) => whenIdle(resolve, 2000))
    }
    return transport.referenceSnapshot(version)
  })
  // Awaited by storeReferenceDownload; this only keeps a failure unreported meanwhile (a cycle
  // that fails first never stores it).
  snapshot.catch(() => {})
  return { snapshot, startedAt: now }
}

/**
 * Stores what a started download brought, if anything newer. Failures wait for the next cycle —
 * except a full device, which the person must hear about.
 */
export async function storeReferenceDownload({ db }: CycleContext, download: ReferenceDownload): Promise<void> {
  try {
    const snapshot = await download.snapshot
    if (snapshot) await storeReferenceSnapshot(db, snapshot, { pause: yieldToMain })
    lastChecked.set(db, download.startedAt)
  } catch (error) {
    if (error instanceof StorageFullError) throw error
  }
}
