import type { MigrationState } from '@dosewise/sync-protocol'
import { Badge } from '../../ui/badge'

/** Which migrations have run: a summary, and the full list on request. */
export function MigrationList({ migrations }: { migrations: MigrationState[] }) {
  const pending = migrations.filter((m) => !m.ran)
  return (
    <div className="flex flex-col gap-2">
      <p role="status">
        {pending.length === 0
          ? `All ${migrations.length} migrations have run.`
          : `${pending.length} of ${migrations.length} migrations have not run: restart the server to run them.`}
      </p>
      <details>
        <summary className="cursor-pointer text-sm font-medium">Show every migration</summary>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {migrations.map((m) => (
            <li key={m.name} className="flex flex-wrap items-center gap-2">
              <Badge variant={m.ran ? 'success' : 'warning'}>{m.ran ? `Ran (batch ${m.batch})` : 'Not run'}</Badge>
              <code className="break-all">{m.name}</code>
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
