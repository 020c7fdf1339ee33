/**
 * Work started by a request but not awaited by it, so how long an answer takes tells nothing
 * about what the work found: "forgot password" answers as fast for an unknown address as for a
 * known one (the work looks the address up and, for a known one, enqueues the mail job; ADR 0037). Failures are logged, never lost silently; shutdown waits for
 * the work still running.
 */
import logger from '@adonisjs/core/services/logger'

const running = new Set<Promise<void>>()

export function runInBackground(label: string, work: () => Promise<unknown>) {
  const task = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .then(
      () => undefined,
      (error) => logger.error({ err: error }, `background work failed: ${label}`)
    )
    .finally(() => running.delete(task))
  running.add(task)
}

/** Resolves once the background work started so far has finished (shutdown, tests). */
export async function settleBackgroundWork() {
  while (running.size > 0) await Promise.allSettled([...running])
}
