import { useState } from 'react'
import { deadJobDiscardedSchema, deadJobRetriedSchema, type DeadJob } from '@dosewise/sync-protocol'
import { apiRequest } from '../../lib/api-client'
import { useServerData } from '../../lib/use-server-data'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import { loadDeadJobs, loadQueue } from './admin-data'
import { formatMoment } from './admin-format'
import { LoadState } from './load-state'

const DEPTH_LABELS = [
  ['waiting', 'Waiting'],
  ['active', 'Running'],
  ['delayed', 'Waiting to retry'],
  ['failed', 'Dead letters'],
] as const

/**
 * The job queue (ADR 0037): how many jobs wait, run and wait to be retried, and the dead letters
 * — jobs that failed their last attempt — newest first, each retried (queued again) or discarded.
 * `onChanged` tells the tab an action was recorded in the audit log.
 */
export function DeadLetters({ onChanged }: { onChanged: () => void }) {
  const [pages, setPages] = useState<(number | null)[]>([null])
  const [version, setVersion] = useState(0)
  const [busy, setBusy] = useState<number | null>(null)
  const before = pages[pages.length - 1]
  const queue = useServerData(`admin-queue:${version}`, loadQueue, 'Could not load the job queue.')
  const dead = useServerData(
    `admin-dead-jobs:${before}:${version}`,
    (signal) => loadDeadJobs(before, signal),
    'Could not load the dead letters.'
  )

  async function act(job: DeadJob, action: 'retry' | 'discard') {
    setBusy(job.id)
    try {
      if (action === 'retry') {
        await apiRequest('POST', `/api/admin/queue/dead-jobs/${job.id}/retry`, { body: {}, schema: deadJobRetriedSchema })
        toast({ title: 'Job queued again', description: `${job.name} will run again shortly.`, variant: 'success' })
      } else {
        await apiRequest('DELETE', `/api/admin/queue/dead-jobs/${job.id}`, { schema: deadJobDiscardedSchema })
        toast({ title: 'Dead letter discarded', description: `${job.name} will not run.`, variant: 'success' })
      }
      setVersion((n) => n + 1)
      onChanged()
    } catch (error) {
      failureToast(error, action === 'retry' ? 'Job not retried' : 'Dead letter not discarded', 'Please try again.')
      setVersion((n) => n + 1)
    } finally {
      setBusy(null)
    }
  }

  const depth = queue.data?.depth
  const items = dead.data?.items
  return (
    <div className="flex flex-col gap-4">
      <LoadState data={queue} label="the job queue" />
      {depth && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Jobs in the queue">
          {DEPTH_LABELS.map(([key, label]) => (
            <div key={key} className="rounded-md border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-semibold">{depth[key]}</dd>
            </div>
          ))}
        </dl>
      )}
      <h3 className="font-medium">Dead letters</h3>
      <LoadState data={dead} label="the dead letters" />
      {items && items.length === 0 && <p className="text-sm text-muted-foreground">No job has failed for good.</p>}
      {items && items.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Dead letters, newest first</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">Failed</th>
                <th scope="col">Job</th>
                <th scope="col">Error</th>
                <th scope="col">Attempts</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((job) => (
                <tr key={job.id} className="border-t align-top">
                  <td className="py-2 pr-2 whitespace-nowrap">{formatMoment(job.failedAt)}</td>
                  <td className="pr-2">
                    <code>{job.name}</code>
                    {job.userId !== null && <div className="text-muted-foreground">account #{job.userId}</div>}
                  </td>
                  <td className="pr-2 break-all">
                    {job.errorCode && <code className="mr-1">{job.errorCode}</code>}
                    {job.errorMessage}
                  </td>
                  <td className="pr-2">{job.attempts}</td>
                  <td className="flex flex-wrap gap-2 py-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy !== null}
                      aria-label={`Retry ${job.name} #${job.id}`}
                      onClick={() => void act(job, 'retry')}
                    >
                      Retry
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy !== null}
                      aria-label={`Discard ${job.name} #${job.id}`}
                      onClick={() => void act(job, 'discard')}
                    >
                      Discard
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages of the dead letters" className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pages.length <= 1} onClick={() => setPages(pages.slice(0, -1))}>
          Newer
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!dead.data || dead.data.nextBefore === null}
          onClick={() => dead.data?.nextBefore != null && setPages([...pages, dead.data.nextBefore])}
        >
          Older
        </Button>
      </nav>
    </div>
  )
}
