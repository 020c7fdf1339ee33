/** What the two backends (memory_backend.ts, bullmq_backend.ts) offer the queue (queue.ts). */
export interface EnqueueSettings {
  attempts: number
  backoffMs: number
}

export interface QueueDepth {
  waiting: number
  active: number
  delayed: number
}

export interface QueueBackend {
  readonly kind: 'memory' | 'redis'
  add(name: string, payload: unknown, settings: EnqueueSettings): Promise<string>
  /** Runs `name` every `everyMs` (first run now); with several processes, one of them per tick. */
  every(name: string, everyMs: number, payload: unknown, settings: EnqueueSettings): Promise<void>
  /** Resolves when no job is waiting, running or waiting to be retried. */
  drained(): Promise<void>
  depth(): Promise<QueueDepth>
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>
}
