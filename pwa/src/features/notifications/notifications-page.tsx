import { Bell } from 'lucide-react'
import type { Notification } from '@dosewise/sync-protocol'
import { useReminderSettings } from '../../db/hooks'
import { PAGE_SIZE, useLiveCountWhere, usePagedRecords } from '../../db/paged-records'
import { useKeptCount } from '../../lib/use-kept-count'
import { useFocusRecordWhenShown } from '../../lib/use-focus-when-shown'
import { EmptyState } from '../../ui/empty-state'
import { Page } from '../../ui/page'
import { ShowMore } from '../../ui/show-more'
import { Skeleton } from '../../ui/skeleton'
import { NotificationItem, notificationTitleId } from './notification-item'
import { ReminderSettingsDialog } from './reminder-settings-dialog'
import { ReminderSettingsSummary } from './reminder-settings-summary'
import { DoseTimesCard } from './dose-times-card'

const isUnread = (n: Notification) => !n.isRead
const titleIdOf = (n: Notification) => notificationTitleId(n.id)

/**
 * Notifications (spec §2): reminder settings at a glance and the notification list, newest
 * first, a page at a time (daily reminders add up; ADR 0045). The unread count covers them all.
 */
export default function NotificationsPage() {
  const {
    records: notifications,
    hasMore,
    showMore,
  } = usePagedRecords<Notification>('notification', useKeptCount('notifications', PAGE_SIZE))
  const settings = useReminderSettings()
  const unread = useLiveCountWhere<Notification>('notification', isUnread) ?? 0
  const focusAt = useFocusRecordWhenShown(notifications, titleIdOf)

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
        {hasMore && <ShowMore label="Show more notifications" onClick={() => focusAt(showMore())} />}
      </section>
    </Page>
  )
}
