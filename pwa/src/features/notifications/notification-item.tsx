import { memo } from 'react'
import { Check } from 'lucide-react'
import { NOTIFICATION_TYPE_LABELS, type Notification, type NotificationType } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { markNotificationRead } from '../../db/records/notifications'
import { formatDateTime } from '../../lib/dates'
import { failureToast } from '../../lib/failure-toast'
import { Badge, type BadgeVariant } from '../../ui/badge'
import { Button } from '../../ui/button'
import { cn } from '../../ui/cn'
import { PendingSyncBadge } from '../../ui/pending-sync-badge'
import { toast } from '../../ui/toast/use-toast'

const TYPE_BADGE: Record<NotificationType, BadgeVariant> = {
  reminder: 'info',
  warning: 'warning',
  achievement: 'success',
  other: 'secondary',
}

/** The id of a notification's heading (its title). */
export const notificationTitleId = (id: number | string) => `notification-${id}`

/**
 * One notification; a read one is dimmed and has no mark-read button (spec §4). Memoised: marking
 * one read re-renders that one only (ADR 0045).
 */
export const NotificationItem = memo(function NotificationItem({ notification: n }: { notification: Local<Notification> }) {
  const db = useLocalDb()
  const titleId = notificationTitleId(n.id)

  async function markRead() {
    try {
      // Local rows of server-made records are keyed by the id as a string.
      await markNotificationRead(db, String(n.id))
      toast({ title: 'Notification marked as read', variant: 'success' })
    } catch (error) {
      failureToast(error, 'Error', 'Failed to mark notification as read. Please try again.')
    }
  }

  return (
    <article
      aria-labelledby={titleId}
      data-read={n.isRead || undefined}
      className={cn('grid gap-2 rounded-lg border p-4', n.isRead ? 'bg-muted/50' : 'border-l-4 border-l-primary bg-card shadow-sm')}
    >
      <div className="flex flex-wrap items-start gap-2">
        <h3
          id={titleId}
          tabIndex={-1}
          className={cn('mr-auto min-w-0 break-words', n.isRead ? 'font-medium text-muted-foreground' : 'font-semibold')}
        >
          {n.title}
        </h3>
        {!n.isRead && <Badge>New</Badge>}
        <Badge variant={TYPE_BADGE[n.type] ?? 'secondary'}>{NOTIFICATION_TYPE_LABELS[n.type] ?? n.type}</Badge>
        {n.pending && <PendingSyncBadge />}
      </div>
      <p className={cn('text-sm break-words', n.isRead && 'text-muted-foreground')}>{n.message}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">
          <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
          {n.scheduledFor && (
            <>
              {' '}
              · Scheduled for <time dateTime={n.scheduledFor}>{formatDateTime(n.scheduledFor)}</time>
            </>
          )}
        </p>
        {!n.isRead && (
          <Button variant="outline" onClick={markRead} aria-label={`Mark as read: ${n.title}`}>
            <Check aria-hidden="true" />
            Mark as read
          </Button>
        )}
      </div>
    </article>
  )
})
