/** Prices and dates as the shop shows them (spec §9). */

// The catalogue is priced in US dollars; en-US so '$12.99' reads the same in every browser language.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/** Cents → dollars with two decimals: 1299 → '$12.99'. */
export function formatPrice(cents: number): string {
  return dollars.format(cents / 100)
}

/** The day of a moment, in the person's time zone: 'Nov 1, 2026'. */
export function formatDay(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : day.format(date)
}

/** 'pending' → 'Pending' (an order's status badge). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** 'Supplement #4 · Vitamin D3', or 'Supplement #4' when the catalogue does not know it. */
export function supplementLabel(supplementId: number, name: string | undefined): string {
  return name ? `Supplement #${supplementId} · ${name}` : `Supplement #${supplementId}`
}

/** 'monthly delivery' (spec §2 Subscriptions: '{frequency} delivery'); 'delivery every 2 months'. */
export function deliveryText(frequency: string): string {
  const match = /^every-(\d+)-months$/.exec(frequency)
  return match ? `delivery every ${match[1]} months` : `${frequency} delivery`
}

/** '4.3 (12 reviews)', '5.0 (1 review)'. */
export function ratingSummary(averageRating: number, count: number): string {
  return `${averageRating.toFixed(1)} (${count === 1 ? '1 review' : `${count} reviews`})`
}
