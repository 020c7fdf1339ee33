/** Small formatting helpers of the administration area. */
import type { Trend } from '@dosewise/sync-protocol'

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'unknown'
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(value >= 10 || unit === 0 ? 0 : 1)} ${units[unit]}`
}

export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' })
}

export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })
}

/** '+3 in the last 30 days (+50% on the 30 days before)'. */
export function describeTrend(trend: Trend): string {
  const added = `${trend.current} new in the last 30 days`
  if (trend.percent === null) return trend.current === 0 ? `${added}` : `${added} (none in the 30 days before)`
  const sign = trend.percent > 0 ? '+' : ''
  return `${added} (${sign}${trend.percent}% on the 30 days before)`
}
