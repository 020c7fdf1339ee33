/**
 * The partner's shop in a new tab (spec §7 Order flow: after the order is recorded; §8: no tab
 * when it fails).
 *
 * The tab is opened at once, in the click itself, and sent to the partner only when the order has
 * gone through; a failure closes it again. Opening it later, when the requests have answered,
 * would depend on the browser still counting it as part of the click (Chromium allows a few
 * seconds), which a slow connection outlasts. Until it is sent on, the tab says what it waits for.
 *
 * Not `window.open(url, '_blank', 'noopener')`: with `noopener` the call always answers null, so
 * the tab could neither be reached nor a blocked one told from an opened one. An empty tab is
 * opened instead (it shares this origin, so it can be reached), its way back to this app is cut
 * (`opener = null`: the partner's page cannot script or redirect the app's tab), and then it is
 * sent to the partner.
 */
export interface PartnerTab {
  /** Sends the tab to the partner; false when that failed (the tab is closed then). */
  go: (url: string) => boolean
  close: () => void
}

const WAITING = 'Opening the partner shop…'

/** Opens the empty tab; null when the browser blocked it (the caller then offers a button). */
export function reservePartnerTab(): PartnerTab | null {
  const tab = window.open('', '_blank')
  if (!tab) return null
  try {
    tab.opener = null
    tab.document.title = WAITING
    tab.document.body.textContent = WAITING
  } catch {
    // Only words for the waiting tab: it is still sent on or closed.
  }
  return {
    go(url) {
      try {
        // replace: the empty page stays out of the new tab's history.
        tab.location.replace(url)
        return true
      } catch {
        tab.close()
        return false
      }
    },
    close() {
      tab.close()
    },
  }
}

/** The partner's shop in a tab of its own, from a click of its own ('Open partner shop', 'Track Order'). */
export function openPartnerTab(url: string): boolean {
  return reservePartnerTab()?.go(url) ?? false
}
