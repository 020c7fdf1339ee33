import { ShoppingBag } from 'lucide-react'
import type { SupplementOrder } from '@dosewise/sync-protocol'
import type { ServerData } from '../../lib/use-server-data'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { OrderCard } from './order-card'
import { ServerListView } from './server-list-view'

export interface OrdersTabProps {
  orders: ServerData<SupplementOrder[]>
  /** Supplement names from the local catalogue, by id. */
  names: ReadonlyMap<number, string>
  /** 'Browse Supplements': back to the Shop tab. */
  onBrowse: () => void
}

/** The person's orders, newest first (spec §2 Orders). */
export function OrdersTab({ orders, names, onBrowse }: OrdersTabProps) {
  return (
    <ServerListView list={orders} loadingLabel="Loading orders...">
      {(items) =>
        items.length === 0 ? (
          <EmptyState icon={ShoppingBag} as="h2" title="No orders yet" description="Start shopping for your recommended supplements!">
            <Button onClick={onBrowse}>Browse Supplements</Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {items.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} supplementName={names.get(order.supplementId)} />
              </li>
            ))}
          </ul>
        )
      }
    </ServerListView>
  )
}
