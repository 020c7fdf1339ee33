import { useState } from 'react'
import { Link } from 'react-router'
import type { ReferenceInteraction, SafetyFinding, SupplementRating } from '@dosewise/sync-protocol'
import type { RefSupplement } from '../../db/types'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card'
import { cn } from '../../ui/cn'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { InteractionWarning, findingSentence } from '../../ui/interaction-warning'
import { Spinner } from '../../ui/spinner'
import { StarRating } from '../../ui/star-rating'
import { VisuallyHidden } from '../../ui/visually-hidden'
import { formatPrice, ratingSummary } from './format'
import type { ShopAction } from './use-shop-actions'

/** Benefits shown as badges; the rest are counted in a '+N' badge (spec §9). */
const BENEFITS_SHOWN = 2

export const AFFILIATE_DISCLOSURE = 'Dosewise earns a commission from the partner store when you buy through this link.'

export interface SupplementCardProps {
  supplement: RefSupplement
  /** The action under way for this card, if any. */
  pending: ShopAction | null
  /** Another card's action is under way, or the device is offline: the buttons wait. */
  unavailable: boolean
  /** The id of the text that says why the buttons are unavailable (the offline note). */
  unavailableReasonId?: string
  onOrder: () => void
  onSubscribe: () => void
  /** The person's own interactions with this supplement (the shared safety view). */
  findings?: readonly SafetyFinding<ReferenceInteraction>[]
  /** What reviewers gave it (ADR 0033: real averages, not the spec's fixed 4.5); null: no reviews, no stars. */
  rating?: SupplementRating | null
}

/** One supplement in the store: what it is, what it costs, and the two ways to buy it. */
export function SupplementCard({
  supplement,
  pending,
  unavailable,
  unavailableReasonId,
  onOrder,
  onSubscribe,
  findings = [],
  rating = null,
}: SupplementCardProps) {
  const titleId = `shop-supplement-${supplement.id}`
  const warningId = `shop-supplement-${supplement.id}-interactions`
  // A major or moderate interaction with something the person takes is confirmed before buying.
  const serious = findings.filter((f) => f.interaction.interactionType !== 'minor')
  const [asking, setAsking] = useState<'order' | 'subscribe' | null>(null)
  const act = (action: 'order' | 'subscribe') => () => {
    if (unavailable || pending !== null) return action === 'order' ? onOrder() : onSubscribe()
    if (serious.length > 0) setAsking(action)
    else if (action === 'order') onOrder()
    else onSubscribe()
  }
  const shown = supplement.benefits.slice(0, BENEFITS_SHOWN)
  const more = supplement.benefits.length - shown.length
  const waiting = unavailable || pending !== null
  // aria-disabled, not disabled: the buttons stay focusable, and a click still says why it waits.
  const buttonState = {
    'aria-disabled': waiting || undefined,
    'aria-describedby':
      [unavailable ? unavailableReasonId : undefined, findings.length ? warningId : undefined].filter(Boolean).join(' ') || undefined,
    className: cn('flex-1 sm:flex-none', waiting && 'pointer-events-auto! cursor-not-allowed'),
  }

  return (
    <article aria-labelledby={titleId} className="h-full">
      <Card className="h-full">
        <CardHeader>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle asChild>
                <h2 id={titleId}>
                  <Link to={`/supplements/${supplement.id}`} className="underline-offset-4 hover:underline">
                    {supplement.name}
                  </Link>
                </h2>
              </CardTitle>
              <CardDescription>{supplement.category}</CardDescription>
            </div>
            <p className="shrink-0 text-lg font-bold">{formatPrice(supplement.price)}</p>
          </div>
          {rating && (
            <p className="flex flex-wrap items-center gap-1.5">
              <StarRating
                value={rating.averageRating}
                label={`Rated ${rating.averageRating.toFixed(1)} out of 5 stars from ${rating.count === 1 ? '1 review' : `${rating.count} reviews`}`}
              />
              <span aria-hidden="true" className="text-sm font-medium">
                {ratingSummary(rating.averageRating, rating.count)}
              </span>
            </p>
          )}
        </CardHeader>
        <CardContent className="grid flex-1 content-start gap-3">
          <p className="line-clamp-3 text-sm text-muted-foreground">{supplement.description}</p>
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline font-medium">Dosage: </dt>
              <dd className="inline">{supplement.dosage}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Timing: </dt>
              <dd className="inline">{supplement.timing}</dd>
            </div>
          </dl>
          {supplement.benefits.length > 0 && (
            <ul aria-label="Benefits" className="flex flex-wrap gap-1">
              {shown.map((benefit) => (
                <li key={benefit}>
                  {/* Long benefits wrap instead of widening the card on a phone. */}
                  <Badge variant="secondary" className="whitespace-normal!">
                    {benefit}
                  </Badge>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Badge variant="outline">
                    <span aria-hidden="true">+{more}</span>
                    <VisuallyHidden>{more === 1 ? '1 more benefit' : `${more} more benefits`}</VisuallyHidden>
                  </Badge>
                </li>
              )}
            </ul>
          )}
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3">
          <InteractionWarning findings={findings} id={warningId} />
          <div className="flex flex-wrap gap-2">
            <Button {...buttonState} onClick={act('order')}>
              {pending === 'order' && <Spinner label="" size="sm" className="text-current" />}
              {pending === 'order' ? 'Placing order...' : 'Order Now'}
            </Button>
            <Button variant="outline" {...buttonState} onClick={act('subscribe')}>
              {pending === 'subscribe' && <Spinner label="" size="sm" className="text-current" />}
              {pending === 'subscribe' ? 'Subscribing...' : 'Subscribe & Save'}
            </Button>
          </div>
          <p className="text-xs text-muted-foreground">{AFFILIATE_DISCLOSURE}</p>
        </CardFooter>
      </Card>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'subscribe' ? `Subscribe to ${supplement.name} anyway?` : `Order ${supplement.name} anyway?`}
        description={`${serious.map(findingSentence).join(' ')} Ask your prescriber or pharmacist before taking it.`}
        confirmLabel={asking === 'subscribe' ? 'Subscribe anyway' : 'Order anyway'}
        onConfirm={() => (asking === 'subscribe' ? onSubscribe() : onOrder())}
      />
    </article>
  )
}
