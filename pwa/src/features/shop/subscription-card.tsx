import type { Subscription } from '@dosewise/sync-protocol'
import { Badge } from '../../ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { ComingSoonButton } from '../../ui/coming-soon-button'
import { formatDay, supplementLabel } from './format'

export interface SubscriptionCardProps {
  subscription: Subscription
  /** The supplement's name when the local catalogue knows it. */
  supplementName: string | undefined
}

/** One subscription (spec §2 Subscriptions). Modify and Pause/Resume are shown but not wired (spec §4). */
export function SubscriptionCard({ subscription, supplementName }: SubscriptionCardProps) {
  const titleId = `subscription-${subscription.id}`
  return (
    <article aria-labelledby={titleId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle asChild>
              <h2 id={titleId}>{supplementLabel(subscription.supplementId, supplementName)}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">{subscription.frequency} delivery</p>
          </div>
          <Badge variant={subscription.isActive ? 'success' : 'secondary'}>{subscription.isActive ? 'Active' : 'Paused'}</Badge>
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
            <ComingSoonButton variant="outline">Modify</ComingSoonButton>
            <ComingSoonButton variant="outline">{subscription.isActive ? 'Pause' : 'Resume'}</ComingSoonButton>
          </div>
        </CardContent>
      </Card>
    </article>
  )
}
