import { CalendarClock } from 'lucide-react'
import type { Subscription } from '@dosewise/sync-protocol'
import type { ServerData } from '../../lib/use-server-data'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { ServerListView } from './server-list-view'
import { SubscriptionCard } from './subscription-card'

export interface SubscriptionsTabProps {
  subscriptions: ServerData<Subscription[]>
  /** Supplement names from the local catalogue, by id. */
  names: ReadonlyMap<number, string>
  /** 'Create Subscription': back to the Shop tab, where each card has 'Subscribe & Save'. */
  onCreate: () => void
}

/** The person's subscriptions, newest first (spec §2 Subscriptions). */
export function SubscriptionsTab({ subscriptions, names, onCreate }: SubscriptionsTabProps) {
  return (
    <ServerListView list={subscriptions} loadingLabel="Loading subscriptions...">
      {(items) =>
        items.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            as="h2"
            title="No subscriptions"
            description="Set up automatic deliveries to never run out of your supplements."
          >
            <Button onClick={onCreate}>Create Subscription</Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {items.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard subscription={subscription} supplementName={names.get(subscription.supplementId)} />
              </li>
            ))}
          </ul>
        )
      }
    </ServerListView>
  )
}
