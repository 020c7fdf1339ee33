/**
 * TRUST_PROXY: which hops in front of the API may set X-Forwarded-For (and -Proto, -Host), so
 * `request.ip()` is the person's address behind a load balancer and per-IP limits mean per
 * person, not per balancer. Unset or `false`: none (the socket's address counts, and a client
 * cannot spoof its address with a header). A number N: the N nearest hops. `loopback`: a proxy
 * on the same machine. Otherwise a comma-separated list of the proxies' exact addresses.
 */
export type TrustProxy = (address: string, distance: number) => boolean

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

export function trustProxyFrom(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim().toLowerCase()
  if (setting === '' || setting === 'false' || setting === '0') return () => false
  if (/^[1-9][0-9]?$/.test(setting)) {
    const hops = Number(setting)
    return (_address, distance) => distance < hops
  }
  if (setting === 'loopback') return (address) => LOOPBACK.has(address)
  const addresses = new Set(
    setting
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
  )
  return (address) => addresses.has(address)
}
