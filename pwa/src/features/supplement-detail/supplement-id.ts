/**
 * The id in /supplements/{id}: a positive whole number as written in links ('1', '42'). Anything
 * else ('abc', '1.5', '-3', '007', '') names no supplement, so the page says it is not found
 * without waiting for the catalogue.
 */
export function parseSupplementId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}

/** Prices are whole cents per month (spec §3); the detail shows dollars with 2 decimals (§9). */
export function formatMonthlyPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/month`
}
