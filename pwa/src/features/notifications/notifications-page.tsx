import { Bell } from 'lucide-react'
import { useNotifications, useReminderSettings } from '../../db/hooks'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { NotificationItem } from './notification-item'
import { ReminderSettingsDialog } from './reminder-settings-dialog'
import { ReminderSettingsSummary } from './reminder-settings-summary'
import { DoseTimesCard } from './dose-times-card'

/** Notifications (spec §2): reminder settings at a glance and the notification list. */
export default function NotificationsPage() {
  const notifications = useNotifications()
  const settings = useReminderSettings()
  const unread = notifications?.filter((n) => !n.isRead).length ?? 0

  return (
    <Page
      title="Notifications"
      description="Reminders, alerts and achievements about your supplement routine."
      actions={<ReminderSettingsDialog settings={settings} />}
    >
      <ReminderSettingsSummary settings={settings} />
      <DoseTimesCard settings={settings} />
      <section aria-labelledby="notifications-heading" aria-busy={notifications === undefined} className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="notifications-heading" className="text-xl font-semibold">
            All Notifications
          </h2>
          {unread > 0 && <p className="text-sm text-muted-foreground">{unread} unread</p>}
        </div>
        {notifications === undefined ? (
          <Skeleton className="h-28" />
        ) : notifications.length === 0 ? (
          <EmptyState
            icon={Bell}
            title="No notifications yet"
            description="Reminders and alerts about your supplements will appear here."
          />
        ) : (
          <ul className="grid gap-3">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  )
}
