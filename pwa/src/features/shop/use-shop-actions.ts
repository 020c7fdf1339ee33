import { useRef, useState } from 'react'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { fetchAffiliateUrl, OFFLINE_MESSAGE, postOrder, postSubscription } from './shop-api'
import { openPartnerTab } from './open-partner-tab'

export type ShopAction = 'order' | 'subscribe'

export interface ShopActions {
  /** The card whose action is under way (one at a time), or null. */
  pending: { supplementId: number; action: ShopAction } | null
  order: (supplementId: number) => Promise<void>
  subscribe: (supplementId: number) => Promise<void>
}

/** Offline, the shop's buttons do nothing but say why (docs/architecture.md). */
function saysOffline(): boolean {
  if (navigator.onLine) return false
  toast({ title: OFFLINE_MESSAGE, description: 'Connect to the internet and try again.' })
  return true
}

/**
 * 'Order Now' and 'Subscribe & Save' (spec §7, §8). An order: the partner link is fetched, the
 * order recorded with it, the orders list refreshed, then the partner's shop opens in a new tab.
 * Any failure on the way shows 'Error placing order' and opens nothing.
 */
export function useShopActions({ onOrdered, onSubscribed }: { onOrdered: () => void; onSubscribed: () => void }): ShopActions {
  const [pending, setPending] = useState<ShopActions['pending']>(null)
  // The state above is for the screen; this guards against a second click before it re-renders.
  const busy = useRef(false)

  function start(next: NonNullable<ShopActions['pending']>): boolean {
    if (busy.current || saysOffline()) return false
    busy.current = true
    setPending(next)
    return true
  }

  function finish() {
    busy.current = false
    setPending(null)
  }

  async function order(supplementId: number) {
    if (!start({ supplementId, action: 'order' })) return
    try {
      const affiliateUrl = await fetchAffiliateUrl(supplementId)
      await postOrder(supplementId, affiliateUrl)
      onOrdered()
      const opened = openPartnerTab(affiliateUrl)
      toast({
        title: 'Order placed successfully',
        description: "You'll be redirected to complete your purchase.",
        variant: 'success',
        // The browser refused the new tab (too long after the click): a click of its own opens it.
        action: opened ? undefined : { label: 'Open partner shop', onClick: () => void openPartnerTab(affiliateUrl) },
        duration: opened ? undefined : 60_000,
      })
    } catch {
      toast({ title: 'Error placing order', description: 'Please try again later.', variant: 'destructive' })
    } finally {
      finish()
    }
  }

  async function subscribe(supplementId: number) {
    if (!start({ supplementId, action: 'subscribe' })) return
    try {
      await postSubscription(supplementId)
      onSubscribed()
      toast({ title: 'Subscription created', description: 'Your supplement subscription is now active.', variant: 'success' })
    } catch (error) {
      // The spec shows no failure handling for subscriptions; the project's destructive toast.
      failureToast(error, 'Error creating subscription', 'Please try again later.')
    } finally {
      finish()
    }
  }

  return { pending, order, subscribe }
}
