import { useState } from 'react'
import type { AdminAuditEntry } from '@dosewise/sync-protocol'
import { useServerData } from '../../lib/use-server-data'
import { Button } from '../../ui/button'
import { loadAuditLog } from './admin-data'
import { formatMoment } from './admin-format'
import { LoadState } from './load-state'

const ACTION_NAMES: Record<string, string> = {
  'user.role': 'Changed a role',
  'user.suspend': 'Suspended an account',
  'user.unsuspend': 'Lifted a suspension',
  'users.export': 'Exported the users',
  'cache.clear': 'Cleared the cache',
  'database.backup': 'Backed up the database',
  'feature-flag.set': 'Switched a feature',
  'queue.retry': 'Retried a failed job',
  'queue.discard': 'Discarded a failed job',
}

/** The details of an entry in words where they are known, else as they were recorded. */
function describe(entry: AdminAuditEntry): string {
  const d = entry.details
  switch (entry.action) {
    case 'user.role':
      return `${String(d.email)}: ${String(d.from)} → ${String(d.to)}`
    case 'user.suspend':
    case 'user.unsuspend':
      return String(d.email)
    case 'users.export':
      return `${String(d.count)} accounts`
    case 'cache.clear':
      return Array.isArray(d.cleared) && d.cleared.length > 0 ? d.cleared.join(', ') : 'nothing was cached'
    case 'database.backup':
      return String(d.fileName)
    case 'feature-flag.set':
      return `${String(d.label)}: ${d.enabled ? 'on' : 'off'}`
    case 'queue.retry':
    case 'queue.discard':
      return `${String(d.job)} (dead letter #${String(d.deadJobId)})`
    default:
      return JSON.stringify(d)
  }
}

/** Every administrator action, newest first, a page at a time (`refresh` changes after an action here). */
export function AuditLog({ refresh }: { refresh: number }) {
  // The `before` of each page shown so far: the last is the page on screen.
  const [pages, setPages] = useState<(number | null)[]>([null])
  const before = pages[pages.length - 1]
  const answer = useServerData(
    `admin-audit:${before}:${refresh}`,
    (signal) => loadAuditLog(before, signal),
    'Could not load the audit log.'
  )
  const data = answer.data
  return (
    <div className="flex flex-col gap-3">
      <LoadState data={answer} label="the audit log" />
      {data && data.entries.length === 0 && <p className="text-sm text-muted-foreground">No administrator has done anything yet.</p>}
      {data && data.entries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Audit log, newest first</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">When</th>
                <th scope="col">Administrator</th>
                <th scope="col">Action</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} className="border-t align-top">
                  <td className="py-2 pr-2 whitespace-nowrap">{formatMoment(entry.createdAt)}</td>
                  <td className="pr-2">{entry.adminName}</td>
                  <td className="pr-2">{ACTION_NAMES[entry.action] ?? entry.action}</td>
                  <td className="break-all">{describe(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label="Pages of the audit log" className="flex gap-2">
        <Button variant="outline" size="sm" disabled={pages.length <= 1} onClick={() => setPages(pages.slice(0, -1))}>
          Newer entries
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!data || data.nextBefore === null}
          onClick={() => data?.nextBefore != null && setPages([...pages, data.nextBefore])}
        >
          Older entries
        </Button>
      </nav>
    </div>
  )
}
