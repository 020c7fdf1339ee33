import { useRef, useState } from 'react'
import { useLocalDb } from '../../db/local-db-context'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { fetchAffiliateUrl, OFFLINE_MESSAGE, postOrder, postSubscription } from './shop-api'
import { openPartnerTab, reservePartnerTab } from './open-partner-tab'

export type ShopAction = 'order' | 'subscribe'

export interface ShopActions {
  /** The card whose action is under way (one at a time), or null. */
  pending: { supplementId: number; action: ShopAction } | null
  /** Must be called from the click itself: the partner's tab opens synchronously. */
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
 * 'Order Now' and 'Subscribe & Save' (spec §7, §8). An order: a tab is opened at once, the partner
 * link fetched (a click the server records), the order recorded with it and kept on the device
 * (the Orders tab shows it), then the tab is sent to the partner. Any failure on the way shows
 * 'Error placing order' and closes the tab: none stays open.
 */
export function useShopActions(): ShopActions {
  const db = useLocalDb()
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
    // Before anything is awaited: still part of the click, so the browser lets the tab open.
    const tab = reservePartnerTab()
    try {
      const affiliateUrl = await fetchAffiliateUrl(supplementId)
      await postOrder(db, supplementId, affiliateUrl)
      const opened = tab?.go(affiliateUrl) ?? false
      toast({
        title: 'Order placed successfully',
        description: "You'll be redirected to complete your purchase.",
        variant: 'success',
        // The browser refused the new tab: a click of its own opens it.
        action: opened ? undefined : { label: 'Open partner shop', onClick: () => void openPartnerTab(affiliateUrl) },
        duration: opened ? undefined : 60_000,
      })
    } catch {
      tab?.close()
      toast({ title: 'Error placing order', description: 'Please try again later.', variant: 'destructive' })
    } finally {
      finish()
    }
  }

  async function subscribe(supplementId: number) {
    if (!start({ supplementId, action: 'subscribe' })) return
    try {
      await postSubscription(db, supplementId)
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
