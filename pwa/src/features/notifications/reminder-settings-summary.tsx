import type { ReminderSettings } from '@dosewise/sync-protocol'
import { Badge } from '../../ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { Skeleton } from '../../ui/skeleton'
import { REMINDER_KINDS } from './reminder-kinds'

/** Which reminders are on, at a glance (spec §2: On/Off badges). */
export function ReminderSettingsSummary({ settings }: { settings: ReminderSettings | undefined }) {
  return (
    <Card aria-busy={settings === undefined}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Reminder Settings</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {settings === undefined ? (
          <Skeleton className="h-24" />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-3">
            {REMINDER_KINDS.map(({ key, label }) => (
              <li key={key} className="flex items-center justify-between gap-2 rounded-md border p-3">
                <span className="text-sm font-medium">{label}</span>
                {settings[key] ? <Badge variant="success">On</Badge> : <Badge variant="secondary">Off</Badge>}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
