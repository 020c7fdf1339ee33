import { useRef, useState } from 'react'
import type { Subscription } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { cancelSubscription, pauseSubscription, resumeSubscription } from '../../db/records/subscriptions'
import { reportWriteError } from '../../lib/report-write-error'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { PendingSyncBadge } from '../../ui/pending-sync-badge'
import { toast } from '../../ui/toast/use-toast'
import { deliveryText, formatDay, supplementLabel } from './format'
import { ModifySubscriptionDialog } from './modify-subscription-dialog'

export interface SubscriptionCardProps {
  subscription: Local<Subscription>
  /** The supplement's name when the local catalogue knows it. */
  supplementName: string | undefined
  onCancelled: () => void
}

/**
 * One subscription (spec §2 Subscriptions) and what its owner does with it (ADR 0033): Pause or
 * Resume, Modify (quantity and frequency) and Cancel. Each is written on the device and synced,
 * so they work offline; 'Waiting to sync' shows until the server has it.
 */
export function SubscriptionCard({ subscription, supplementName, onCancelled }: SubscriptionCardProps) {
  const db = useLocalDb()
  const [modifying, setModifying] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const cancelled = useRef(false)
  const label = supplementLabel(subscription.supplementId, supplementName)
  const titleId = `subscription-${subscription.id}`

  async function toggle() {
    try {
      if (subscription.isActive) {
        await pauseSubscription(db, subscription.id)
        toast({ title: 'Subscription paused', description: 'No deliveries until you resume it.', variant: 'success' })
      } else {
        await resumeSubscription(db, subscription)
        toast({ title: 'Subscription resumed', description: 'Deliveries start again.', variant: 'success' })
      }
    } catch (error) {
      reportWriteError(error)
    }
  }

  async function cancel() {
    try {
      await cancelSubscription(db, subscription.id)
      toast({ title: 'Subscription cancelled', description: `${label} will not be delivered any more.`, variant: 'success' })
      cancelled.current = true
    } catch (error) {
      reportWriteError(error)
    }
  }

  return (
    <article aria-labelledby={titleId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle asChild>
              <h2 id={titleId}>{label}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{deliveryText(subscription.frequency)}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {subscription.pending && <PendingSyncBadge />}
            <Badge variant={subscription.isActive ? 'success' : 'secondary'}>{subscription.isActive ? 'Active' : 'Paused'}</Badge>
          </div>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end justify-between gap-4">
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline">Quantity: </dt>
              <dd className="inline">{subscription.quantity}</dd>
            </div>
            {subscription.nextDelivery && (
              <div>
                <dt className="inline">Next: </dt>
                <dd className="inline">
                  <time dateTime={subscription.nextDelivery}>{formatDay(subscription.nextDelivery)}</time>
                </dd>
              </div>
            )}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setModifying(true)}>
              Modify
            </Button>
            <Button variant="outline" onClick={() => void toggle()}>
              {subscription.isActive ? 'Pause' : 'Resume'}
            </Button>
            <Button variant="outline" onClick={() => setCancelling(true)}>
              Cancel subscription
            </Button>
          </div>
        </CardContent>
      </Card>
      <ModifySubscriptionDialog subscription={subscription} label={label} open={modifying} onOpenChange={setModifying} />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this subscription?"
        description={`${label} will not be delivered any more. To get it again, subscribe anew from the Shop tab.`}
        cancelLabel="Keep subscription"
        confirmLabel="Cancel subscription"
        onConfirm={cancel}
        // The card and its buttons are going: focus goes where the page says, not to the page's start.
        onCloseAutoFocus={(event) => {
          if (!cancelled.current) return
          event.preventDefault()
          onCancelled()
        }}
      />
    </article>
  )
}
