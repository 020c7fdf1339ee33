import { ExternalLink } from 'lucide-react'
import type { SupplementOrder } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { Badge, type BadgeVariant } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { VisuallyHidden } from '../../ui/visually-hidden'
import { capitalize, formatDay, formatPrice, supplementLabel } from './format'

/** Only http(s) links are followed: the URL is the server's, but it still ends up in an href. */
function trackingUrl(orderUrl: string | null): string | null {
  if (!orderUrl) return null
  try {
    const { protocol } = new URL(orderUrl)
    return protocol === 'https:' || protocol === 'http:' ? orderUrl : null
  } catch {
    return null
  }
}

/** Waiting is amber, on its way blue, arrived green, cancelled grey (the word says it too). */
const STATUS_BADGE: Record<string, BadgeVariant> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'secondary',
}

export interface OrderCardProps {
  order: Local<SupplementOrder>
  /** The supplement's name when the local catalogue knows it. */
  supplementName: string | undefined
}

/** One order (spec §2 Orders): number, date, status, what and how many, price, and where to track it. */
export function OrderCard({ order, supplementName }: OrderCardProps) {
  const titleId = `order-${order.id}`
  const url = trackingUrl(order.orderUrl)
  return (
    <article aria-labelledby={titleId}>
      <Card>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
          <div className="grid gap-1">
            <CardTitle asChild>
              <h2 id={titleId}>Order #{order.id}</h2>
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Ordered <time dateTime={order.orderedAt}>{formatDay(order.orderedAt)}</time>
            </p>
          </div>
          <Badge variant={STATUS_BADGE[order.status] ?? 'secondary'}>{capitalize(order.status)}</Badge>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end justify-between gap-4">
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="sr-only">Supplement</dt>
              <dd className="font-medium">{supplementLabel(order.supplementId, supplementName)}</dd>
            </div>
            <div>
              <dt className="inline">Quantity: </dt>
              <dd className="inline">{order.quantity}</dd>
            </div>
            <div>
              <dt className="inline">Price: </dt>
              <dd className="inline font-semibold">{formatPrice(order.price)}</dd>
            </div>
          </dl>
          {url && (
            <Button asChild variant="outline">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Track Order
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </Button>
          )}
        </CardContent>
      </Card>
    </article>
  )
}
