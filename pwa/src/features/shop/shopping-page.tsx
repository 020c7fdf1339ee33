import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useLatestAssessment, useOrders, useReferenceData, useSubscriptions } from '../../db/hooks'
import { useOnline } from '../../lib/use-online'
import { useServerData } from '../../lib/use-server-data'
import { Page } from '../../ui/page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs'
import { parseItemsParam } from './items-param'
import { OrdersTab } from './orders-tab'
import { fetchRatings } from './shop-api'
import { NO_FILTER, type ShopFilter } from './shop-filters'
import { ShopTab } from './shop-tab'
import { SubscriptionsTab } from './subscriptions-tab'
import { useShopActions } from './use-shop-actions'

type ShopTabValue = 'shop' | 'orders' | 'subscriptions'

/**
 * The Supplement Store (spec §2 Shopping, ADR 0033). The catalogue, the person's plan, their
 * orders and subscriptions all come from the device, so every tab works offline; placing an order
 * or a subscription needs a connection, and the ratings are the last ones fetched.
 * `?items=1,2` (from 'Shop Supplements') shows just those.
 */
export default function ShoppingPage() {
  const reference = useReferenceData()
  const latest = useLatestAssessment()
  const orders = useOrders()
  const subscriptions = useSubscriptions()
  const [searchParams] = useSearchParams()
  const items = useMemo(() => parseItemsParam(searchParams.get('items')), [searchParams])
  const online = useOnline()
  const [tab, setTab] = useState<ShopTabValue>('shop')
  const [filter, setFilter] = useState<ShopFilter>(NO_FILTER)
  const shopTrigger = useRef<HTMLButtonElement>(null)
  const subscriptionsTrigger = useRef<HTMLButtonElement>(null)
  const actions = useShopActions()

  // Ratings change with every review: fetched, and kept on the device for offline visits (ADR 0030).
  const ratingList = useServerData('supplement-ratings', fetchRatings, 'Failed to load the ratings.', { keep: true })
  const ratings = useMemo(() => new Map((ratingList.data ?? []).map((rating) => [rating.supplementId, rating])), [ratingList.data])
  const planIds = useMemo(() => (latest?.plan ? new Set(latest.plan.items.map((item) => item.supplementId)) : null), [latest])
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
          <TabsTrigger ref={subscriptionsTrigger} value="subscriptions">
            Subscriptions
          </TabsTrigger>
        </TabsList>
        <TabsContent value="shop">
          <ShopTab
            reference={reference}
            items={items}
            actions={actions}
            online={online}
            filter={filter}
            onFilterChange={setFilter}
            planIds={planIds}
            ratings={ratings}
          />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersTab orders={orders} names={names} onBrowse={goShopping} />
        </TabsContent>
        <TabsContent value="subscriptions">
          <SubscriptionsTab
            subscriptions={subscriptions}
            names={names}
            onCreate={goShopping}
            // The card and its buttons are gone: the tab is the next place to be.
            onCancelled={() => subscriptionsTrigger.current?.focus()}
          />
        </TabsContent>
      </Tabs>
    </Page>
  )
}
