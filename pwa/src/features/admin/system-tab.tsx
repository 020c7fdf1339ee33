import { useState } from 'react'
import { clearCacheAnswerSchema } from '@dosewise/sync-protocol'
import { api } from '../../lib/api-client'
import { useServerData } from '../../lib/use-server-data'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { loadSystem } from './admin-data'
import { AuditLog } from './audit-log'
import { DeadLetters } from './dead-letters'
import { downloadFromServer } from './download'
import { FeatureFlagSwitches } from './feature-flag-switches'
import { HealthBadges } from './health-badges'
import { LoadState } from './load-state'
import { MigrationList } from './migration-list'

/** The System tab: health, maintenance (cache, backup), feature flags, the job queue, migrations and the audit log. */
export function SystemTab() {
  const answer = useServerData('admin-system', loadSystem, 'Could not load the system status.')
  // Bumped after an action here, so the audit log shows it.
  const [changes, setChanges] = useState(0)
  const [busy, setBusy] = useState<'cache' | 'backup' | null>(null)
  const changed = () => {
    setChanges((n) => n + 1)
    answer.reload()
  }

  async function clearCache() {
    setBusy('cache')
    try {
      const { message } = await api.post('/api/admin/cache/clear', {}, { schema: clearCacheAnswerSchema })
      toast({ title: 'Cache cleared', description: message, variant: 'success' })
      changed()
    } catch (error) {
      failureToast(error, 'Cache not cleared', 'Please try again.')
    } finally {
      setBusy(null)
    }
  }

  async function backup() {
    setBusy('backup')
    try {
      const name = await downloadFromServer('POST', '/api/admin/backup', 'dosewise-backup.sqlite')
      toast({ title: 'Backup downloaded', description: `Saved as ${name}.`, variant: 'success' })
      changed()
    } catch (error) {
      failureToast(error, 'Backup failed', 'Please try again.')
    } finally {
      setBusy(null)
    }
  }

  const data = answer.data
  if (!data) return <LoadState data={answer} label="the system status" />
  return (
    <div className="flex flex-col gap-6">
      <LoadState data={answer} label="the system status" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Health</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <HealthBadges health={data.health} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Maintenance</h2>
          </CardTitle>
          <CardDescription>
            'Clear Cache' drops the reference data this server keeps in memory (rebuilt from the database when next needed).
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div>
            <Button variant="outline" disabled={busy !== null} onClick={() => void clearCache()}>
              Clear Cache
            </Button>
          </div>
          {data.backup.kind === 'sqlite' ? (
            <div className="flex flex-col gap-1">
              <div>
                <Button variant="outline" disabled={busy !== null} onClick={() => void backup()}>
                  Backup Database
                </Button>
              </div>
              <p className="text-sm text-muted-foreground">A consistent copy of the live SQLite database, downloaded as one file.</p>
            </div>
          ) : (
            <div className="flex flex-col gap-1">
              <h3 className="font-medium">Backup Database</h3>
              <p className="text-sm text-muted-foreground">
                This server uses PostgreSQL: back it up with pg_dump from a machine that can reach the database (add the password when
                asked, or in ~/.pgpass):
              </p>
              <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm">
                <code>{data.backup.command}</code>
              </pre>
            </div>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Feature flags</h2>
          </CardTitle>
          <CardDescription>A feature switched off disappears for everyone: its pages say so and its API answers 404.</CardDescription>
        </CardHeader>
        <CardContent>
          <FeatureFlagSwitches flags={data.flags} onChanged={changed} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Job queue</h2>
          </CardTitle>
          <CardDescription>
            Mail, reminders and scheduled work run as jobs. A job that failed every attempt is kept here as a dead letter.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeadLetters onChanged={() => setChanges((n) => n + 1)} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Audit log</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <AuditLog refresh={changes} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Migrations</h2>
          </CardTitle>
          <CardDescription>They run when the server starts.</CardDescription>
        </CardHeader>
        <CardContent>
          <MigrationList migrations={data.migrations} />
        </CardContent>
      </Card>
    </div>
  )
}
