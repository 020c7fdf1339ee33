/**
 * Opens the partner's shop in a new tab (spec §7 Order flow: after the order is recorded).
 *
 * Opened when the order has succeeded rather than up front in the click handler: a tab opened
 * first would take the person away before they learn whether the order went through, and on a
 * failure it would have to be closed again (the spec says no tab opens then). Chromium lets a
 * page open a tab for a few seconds after a click (transient user activation), which covers the
 * two requests of the flow; when it is refused anyway, the caller offers a button instead.
 *
 * Not `window.open(url, '_blank', 'noopener')`: with `noopener` the call always answers null,
 * so a blocked tab cannot be told from an opened one. An empty tab is opened instead (it shares
 * this origin, so it can be reached), its way back to this app is cut (`opener = null`: the
 * partner's page cannot script or redirect the app's tab), and then it is sent to the partner.
 *
 * @returns false when the browser blocked the new tab.
 */
export function openPartnerTab(url: string): boolean {
  const tab = window.open('', '_blank')
  if (!tab) return false
  try {
    tab.opener = null
    // replace: the empty page stays out of the new tab's history.
    tab.location.replace(url)
    return true
  } catch {
    // The order is placed whatever happens here: an unusable tab is closed and the toast's button offered.
    tab.close()
    return false
  }
}
