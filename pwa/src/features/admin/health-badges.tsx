import type { SystemHealth } from '@dosewise/sync-protocol'
import { Badge } from '../../ui/badge'
import { formatBytes, formatMoment } from './admin-format'

/** Low free space under DATA_DIR: the database and uploads live there. */
const LOW_DISK_BYTES = 1024 ** 3

/** The server's health as badges, each saying in words what it means (not by colour alone). */
export function HealthBadges({ health }: { health: SystemHealth }) {
  const { database, redis, scheduler, mail, disk } = health
  const run = scheduler.lastRun
  return (
    <ul className="flex flex-wrap gap-2" aria-label="System health">
      <li>
        <Badge variant={database.reachable ? 'success' : 'destructive'}>
          Database ({database.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}): {database.reachable ? 'reachable' : 'not reachable'}
        </Badge>
      </li>
      <li>
        {redis.configured ? (
          <Badge variant={redis.reachable ? 'success' : 'destructive'}>Redis: {redis.reachable ? 'reachable' : 'not reachable'}</Badge>
        ) : (
          <Badge variant="outline">Redis: not configured</Badge>
        )}
      </li>
      <li>
        <Badge variant={!scheduler.enabled ? 'outline' : run ? 'success' : 'warning'}>
          Reminder scheduler:{' '}
          {!scheduler.enabled
            ? 'switched off'
            : run
              ? `last run ${formatMoment(run.finishedAt)} (${run.sent} sent)`
              : 'no run recorded yet in this process'}
        </Badge>
      </li>
      <li>
        <Badge variant="outline">Mail: {mail.mode === 'smtp' ? 'SMTP' : 'files in DATA_DIR (not sent)'}</Badge>
      </li>
      <li>
        <Badge variant={disk.freeBytes !== null && disk.freeBytes < LOW_DISK_BYTES ? 'warning' : 'outline'}>
          Free disk space: {formatBytes(disk.freeBytes)}
          {disk.totalBytes !== null && ` of ${formatBytes(disk.totalBytes)}`}
        </Badge>
      </li>
    </ul>
  )
}
