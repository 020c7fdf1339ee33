import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useReferenceData } from '../../db/hooks'
import { useOnline } from '../../lib/use-online'
import { useServerData } from '../../lib/use-server-data'
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

  // Each list is fetched when its tab first opens, again each time it opens, and when the
  // connection comes back; what was loaded stays on screen meanwhile.
  const [opened, setOpened] = useState<ReadonlySet<ShopTabValue>>(() => new Set(['shop']))
  const orders = useServerData(opened.has('orders') ? 'orders' : null, fetchOrders, 'Failed to load your orders. Please try again.')
  const subscriptions = useServerData(
    opened.has('subscriptions') ? 'subscriptions' : null,
    fetchSubscriptions,
    'Failed to load your subscriptions. Please try again.'
  )
  // A list that was opened is fetched again; one never opened is fetched now, so it is ready.
  function refresh(value: ShopTabValue) {
    if (!opened.has(value)) setOpened((current) => new Set([...current, value]))
    else if (value === 'orders') orders.reload()
    else if (value === 'subscriptions') subscriptions.reload()
  }
  const actions = useShopActions({ onOrdered: () => refresh('orders'), onSubscribed: () => refresh('subscriptions') })

  function openTab(value: ShopTabValue) {
    setTab(value)
    refresh(value)
  }

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
      <Tabs value={tab} onValueChange={(value) => openTab(value as ShopTabValue)}>
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
