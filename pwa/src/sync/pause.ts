/**
 * Gives the main thread back between slices of long start-up work (the reference snapshot's
 * validation and storage, ADR 0047), so taps, rendering and the first screen's own reads go
 * first instead of waiting behind one long task.
 */

interface YieldingScheduler {
  yield(): Promise<void>
}

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a 0 ms timer. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Splits `rows` into slices of at most `size` (a whole snapshot table would be one long task
 * to clone into IndexedDB or to validate).
 */
export function slices<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}
