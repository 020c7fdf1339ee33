import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useReferenceData } from '../../db/hooks'
import { useOnline } from '../../lib/use-online'
import { useServerResource } from '../../lib/use-server-resource'
import { Page } from '../../ui/page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { parseItemsParam } from './items-param'
import { OrdersTab } from './orders-tab'
import { fetchOrders, fetchSubscriptions } from './shop-api'
import { ShopTab } from './shop-tab'
import { SubscriptionsTab } from './subscriptions-tab'
import { useShopActions } from './use-shop-actions'

type ShopTabValue = 'shop' | 'orders' | 'subscriptions'

/**
 * The Supplement Store (spec §2 Shopping). The catalogue comes from the device (it works offline);
 * orders and subscriptions live on the server for now, so their tabs fetch them when opened, and
 * placing either needs a connection. `?items=1,2` (from 'Shop Supplements') shows just those.
 */
export default function ShoppingPage() {
  const reference = useReferenceData()
  const [searchParams] = useSearchParams()
  const items = useMemo(() => parseItemsParam(searchParams.get('items')), [searchParams])
  const online = useOnline()
  const [tab, setTab] = useState<ShopTabValue>('shop')
  const shopTrigger = useRef<HTMLButtonElement>(null)

  const orders = useServerResource(fetchOrders, 'Failed to load your orders. Please try again.')
  const subscriptions = useServerResource(fetchSubscriptions, 'Failed to load your subscriptions. Please try again.')
  const actions = useShopActions({ onOrdered: () => void orders.reload(), onSubscribed: () => void subscriptions.reload() })

  const reloadOrders = orders.reload
  const reloadSubscriptions = subscriptions.reload
  // Each list is fetched when its tab opens, and again when the connection comes back.
  useEffect(() => {
    if (tab === 'orders') void reloadOrders()
    if (tab === 'subscriptions') void reloadSubscriptions()
  }, [tab, online, reloadOrders, reloadSubscriptions])

  const names = useMemo(() => new Map((reference?.supplements ?? []).map((supplement) => [supplement.id, supplement.name])), [reference])

  // The empty states' buttons lead to the store; they go away with their tab, so focus moves to
  // the Shop tab instead of falling back to the page.
  const focusShopTab = useRef(false)
  useEffect(() => {
    if (tab !== 'shop' || !focusShopTab.current) return
    focusShopTab.current = false
    shopTrigger.current?.focus()
  }, [tab])
  function goShopping() {
    focusShopTab.current = true
    setTab('shop')
  }

  return (
    <Page title="Supplement Store" description="Shop your recommended supplements with trusted partners" width="wide">
      <Tabs value={tab} onValueChange={(value) => setTab(value as ShopTabValue)}>
        <TabsList aria-label="Supplement Store">
          <TabsTrigger ref={shopTrigger} value="shop">
            Shop
          </TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
        </TabsList>
        <TabsContent value="shop">
          <ShopTab reference={reference} items={items} actions={actions} online={online} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab orders={orders} names={names} onBrowse={goShopping} />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab subscriptions={subscriptions} names={names} onCreate={goShopping} />
        </TabsContent>
      </Tabs>
    </Page>
  )
}
