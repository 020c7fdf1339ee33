import { ShoppingBag } from 'lucide-react'
import type { SupplementOrder } from '@dosewise/sync-protocol'
import type { Local } from '../../db/hooks'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { Spinner } from '../../ui/spinner'
import { OrderCard } from './order-card'

export interface OrdersTabProps {
  /** From the device (undefined while read): orders are synced, so this works offline too. */
  orders: Local<SupplementOrder>[] | undefined
  /** Supplement names from the local catalogue, by id. */
  names: ReadonlyMap<number, string>
  /** 'Browse Supplements': back to the Shop tab. */
  onBrowse: () => void
}

/** The person's orders, newest first (spec §2 Orders); a partner's news about one arrives by sync. */
export function OrdersTab({ orders, names, onBrowse }: OrdersTabProps) {
  if (orders === undefined) return <Spinner label="Loading orders..." className="justify-self-center py-6" />
  if (orders.length === 0) {
    return (
      <EmptyState icon={ShoppingBag} as="h2" title="No orders yet" description="Start shopping for your recommended supplements!">
        <Button onClick={onBrowse}>Browse Supplements</Button>
      </EmptyState>
    )
  }
  return (
    <ul className="grid gap-4">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} supplementName={names.get(order.supplementId)} />
        </li>
      ))}
    </ul>
  )
}
