import { CalendarClock } from 'lucide-react'
import type { Subscription } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { SubscriptionCard } from './subscription-card'

export interface SubscriptionsTabProps {
  /** From the device (undefined while read); changed here offline too, synced later. */
  subscriptions: Local<Subscription>[] | undefined
  /** Supplement names from the local catalogue, by id. */
  names: ReadonlyMap<number, string>
  /** 'Create Subscription': back to the Shop tab, where each card has 'Subscribe & Save'. */
  onCreate: () => void
  /** A subscription was cancelled (its card is gone): where focus goes next. */
  onCancelled: () => void
}

/** The person's subscriptions, newest first (spec §2 Subscriptions). */
export function SubscriptionsTab({ subscriptions, names, onCreate, onCancelled }: SubscriptionsTabProps) {
  if (subscriptions === undefined) return <Spinner label="Loading subscriptions..." className="justify-self-center py-6" />
  if (subscriptions.length === 0) {
    return (
      <EmptyState
        icon={CalendarClock}
        as="h2"
        title="No subscriptions"
        description="Set up automatic deliveries to never run out of your supplements."
      >
        <Button onClick={onCreate}>Create Subscription</Button>
      </EmptyState>
    )
  }
  return (
    <ul className="grid gap-4">
      {subscriptions.map((subscription) => (
        <li key={subscription.id}>
          <SubscriptionCard subscription={subscription} supplementName={names.get(subscription.supplementId)} onCancelled={onCancelled} />
        </li>
      ))}
    </ul>
  )
}
