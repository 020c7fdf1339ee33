/**
 * One attempt of one job, the same on both backends: the payload is checked against its schema
 * again (it may have waited in Redis across a deploy), the handler runs, and a failure is either
 * retried by the backend or — on the last attempt, or when trying again cannot help — written to
 * the dead letters. Cannot help: the payload does not fit, a PermanentJobError, or a typed 4xx
 * exception (the provider was deleted, the account is gone).
 */
import logger from '@adonisjs/core/services/logger'
import { jobDefinition } from '#services/queue/job_registry'
import { PermanentJobError, UnknownJobError } from '#services/queue/job_errors'
import { addDeadJob } from '#services/queue/dead_letters'

export type AttemptOutcome = { result: 'done' } | { result: 'dead' } | { result: 'retry'; error: unknown }

function permanent(error: unknown): boolean {
  if (error instanceof PermanentJobError || error instanceof UnknownJobError) return true
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500
}

export async function runAttempt(
  name: string,
  payload: unknown,
  context: { attempt: number; attempts: number; jobId: string }
): Promise<AttemptOutcome> {
  try {
    const definition = jobDefinition(name)
    if (!definition) throw new UnknownJobError(name)
    const parsed = definition.schema.safeParse(payload)
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
      throw new PermanentJobError(`payload refused (${issues.join('; ')})`, 'E_INVALID_JOB_PAYLOAD')
    }
    await definition.handle(parsed.data, context)
    return { result: 'done' }
  } catch (error) {
    const last = context.attempt >= context.attempts || permanent(error)
    logger.warn(
      { err: error, job: name, job_id: context.jobId, attempt: context.attempt },
      last ? 'job failed for good' : 'job failed, will retry'
    )
    if (!last) return { result: 'retry', error }
    await addDeadJob(name, payload, error, context.attempt)
    return { result: 'dead' }
  }
}

/** How long before attempt `next` (2, 3, …): the base, doubled for each retry before it. */
export function backoffDelay(baseMs: number, next: number): number {
  return baseMs * 2 ** Math.max(0, next - 2)
}
