/**
 * The jobs the queue knows (ADR 0037): each has a name, a zod schema for its payload (checked
 * when it is enqueued and again when it runs) and a handler. Handlers take plain, validated
 * values, like every service. A payload carries ids, never secrets, and as little health data as
 * the job allows: a dead letter keeps it in the database for an administrator to read.
 */
import type { z } from 'zod'

export interface JobContext {
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number
  attempts: number
  jobId: string
}

export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string
  schema: S
  handle(payload: z.output<S>, context: JobContext): Promise<unknown>
  /** Runs before giving up (default JOB_ATTEMPTS). */
  attempts?: number
  /** The first retry waits this long, each next one twice as long (default JOB_BACKOFF_MS). */
  backoffMs?: number
}

export const JOB_ATTEMPTS = 5
export const JOB_BACKOFF_MS = 1000

const definitions = new Map<string, JobDefinition>()

/** Adds a job; a second definition under the same name replaces the first (tests, reloads). */
export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  definitions.set(definition.name, definition as unknown as JobDefinition)
  return definition
}

export function jobDefinition(name: string): JobDefinition | undefined {
  return definitions.get(name)
}
