/**
 * The engine's prepared copy of the reference snapshot, made by lib/plan-engine.ts and kept here,
 * so the plan screen can read its supplements without loading the engine: viewing a plan needs
 * neither the engine nor the safety checks it brings (16 KB gzipped on a new device's first
 * screen, ADR 0058).
 */
import type { PreparedReference } from '@dosewise/sync-protocol'

let prepared: PreparedReference | null = null

/** The copy last prepared (by the engine), if any. */
export function currentPreparedReference(): PreparedReference | null {
  return prepared
}

export function keepPreparedReference(reference: PreparedReference): void {
  prepared = reference
}

/** The catalogue supplements of the prepared snapshot `version`, if it is the one on hand (no read). */
export function preparedSupplements(version: string): PreparedReference['supplements'] | null {
  return prepared?.version === version ? prepared.supplements : null
}
