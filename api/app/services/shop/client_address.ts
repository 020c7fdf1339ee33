/**
 * What a click keeps of the browser that made it (spec §3 affiliate_clicks), as little as does
 * the job: the address truncated so it names a network, not a device (IPv4 to /24, IPv6 to
 * /48), the user agent and the referring page without its query.
 */
import { isIPv4, isIPv6 } from 'node:net'
import { IP_ADDRESS_MAX, TEXT_MAX, URL_MAX } from '@dosewise/sync-protocol'

export interface ClientInfo {
  ip: string | null
  userAgent: string | null
  referrer: string | null
}

/** 203.0.113.77 → 203.0.113.0; 2001:db8:abcd:12::1 → 2001:db8:abcd::; anything else → null. */
export function truncateIp(ip: string | null): string | null {
  if (!ip) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  const address = mapped ? mapped[1] : ip
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`
  if (!isIPv6(address)) return null
  // Expand '::' to the zero groups it stands for, then keep the first three groups.
  const [head, tail = ''] = address.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : []
  // A trailing dotted IPv4 part (::ffff:0:192.0.2.1) stands for two groups.
  const dotted = [...headGroups, ...tailGroups].some((group) => group.includes('.')) ? 1 : 0
  const missing = 8 - headGroups.length - tailGroups.length - dotted
  const groups = [...headGroups, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailGroups]
  const kept = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16))
  return `${kept.join(':')}::`.slice(0, IP_ADDRESS_MAX)
}

/** The referring page as origin and path only (a query may carry what is none of the partner's business). */
export function trimReferrer(referrer: string | null): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return `${url.origin}${url.pathname}`.slice(0, URL_MAX)
  } catch {
    return null
  }
}

export function storedClient(client: ClientInfo) {
  return {
    ip_address: truncateIp(client.ip),
    user_agent: client.userAgent ? client.userAgent.slice(0, TEXT_MAX) : null,
    referrer: trimReferrer(client.referrer),
  }
}
