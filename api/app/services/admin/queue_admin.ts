/**
 * The System tab's queue section (ADR 0037): the queue's depth and its dead letters, which an
 * administrator retries (the job is enqueued again with its stored payload, checked against the
 * job's schema as it is now) or discards. Each is one transaction: the dead letter is deleted and
 * the action written to the audit log, and a retry that cannot be enqueued rolls both back — so a
 * dead letter is retried once however often the button is pressed.
 */
import db from '@adonisjs/lucid/services/db'
import { recordAdminAction } from '#services/admin/audit_log'
import { queue } from '#services/queue/queue'
import { deadJobGone, findDeadJob, listDeadJobs } from '#services/queue/dead_letters'
import { DeadJobNotRetryableException, InvalidJobPayloadError, UnknownJobError } from '#services/queue/job_errors'

export async function queueOverview() {
  return { backend: queue.backend.kind, depth: await queue.depth() }
}

export function deadJobsPage(before: number | null) {
  return listDeadJobs(before)
}

async function takeDeadJob(
  adminId: number,
  id: number,
  action: 'queue.retry' | 'queue.discard',
  then?: (job: Awaited<ReturnType<typeof findDeadJob>>) => Promise<unknown>
) {
  const job = await findDeadJob(id)
  await db.transaction(async (trx) => {
    const deleted = await trx.from('queue_dead_jobs').where('id', job.id).delete()
    if (!Number(Array.isArray(deleted) ? deleted[0] : deleted)) throw deadJobGone()
    await recordAdminAction(adminId, action, { deadJobId: job.id, job: job.name, errorCode: job.errorCode }, trx)
    await then?.(job)
  })
  return job
}

export async function retryDeadJob(adminId: number, id: number) {
  let jobId = ''
  const job = await takeDeadJob(adminId, id, 'queue.retry', async (dead) => {
    try {
      jobId = await queue.enqueue(dead.name, dead.payload)
    } catch (error) {
      if (error instanceof InvalidJobPayloadError || error instanceof UnknownJobError) {
        throw new DeadJobNotRetryableException(`This job can no longer run as it was stored (${error.message}). Discard it instead.`)
      }
      throw error
    }
  })
  return { retried: job.id, name: job.name, jobId }
}

export async function discardDeadJob(adminId: number, id: number) {
  const job = await takeDeadJob(adminId, id, 'queue.discard')
  return { discarded: job.id, name: job.name }
}
