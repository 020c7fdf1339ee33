/**
 * Dates as people read them (Intl, the browser's language) and the bridge between a
 * `<input type="date">` and the ISO timestamps the records store (spec §5).
 *
 * A date picked in a date input is stored as midnight UTC of that day (as the API's clients
 * always sent it), so date-only values are shown in UTC: the day a person picked stays that day
 * in every time zone.
 */

/**
 * Each formatter is made the first time it is used, and kept. Making one is costly the first time
 * in a page (the browser loads its locale data): about 230 ms with the CPU slowed 4× as for a phone,
 * when this module was evaluated with the signed-in area's code, before the first screen, whether
 * or not that screen shows a date (ADR 0056).
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | null = null
  return (date) => (format ??= new Intl.DateTimeFormat(undefined, options)).format(date)
}

const dateTime = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' })
const calendarDay = lazyFormat({ dateStyle: 'medium', timeZone: 'UTC' })
const timeOfDay = lazyFormat({ hour: 'numeric', minute: '2-digit' })

/**
 * Makes the moment formatter ahead of a screen that shows one right after a click (the plan
 * screen after the assessment's submit), so the click does not pay for the locale data.
 */
export function prepareDateFormats(): void {
  dateTime(new Date(0))
}

function parse(iso: string): Date | null {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A moment in the person's time zone: 'Nov 1, 2026, 9:00 AM'. */
export function formatDateTime(iso: string): string {
  const date = parse(iso)
  return date ? dateTime(date) : iso
}

/** A date-only value (picked in a date input): 'Nov 1, 2026'. */
export function formatCalendarDate(iso: string): string {
  const date = parse(iso)
  return date ? calendarDay(date) : iso
}

/** '2026-11-01' → '2026-11-01T00:00:00.000Z'; '' stays '' (so "required" can say so). */
export function dateInputToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const date = parse(`${value}T00:00:00.000Z`)
  return date ? date.toISOString() : value
}

/** A stored timestamp → the value of a date input (its UTC day); '' when there is none. */
export function isoToDateInput(iso: string | null | undefined): string {
  const date = iso ? parse(iso) : null
  return date ? date.toISOString().slice(0, 10) : ''
}

/** A day on the person's own clock: '2026-11-25'. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Now on the person's own clock, as sync-protocol's dose functions take it. */
export function localNow(date: Date = new Date()): { date: string; minutes: number; instant: number } {
  return { date: localDay(date), minutes: date.getHours() * 60 + date.getMinutes(), instant: date.getTime() }
}

/** 'HH:MM' as people read it in their language ('8:00 AM' or '08:00'). */
export function formatTimeOfDay(time: string): string {
  const [hours, minutes] = time.split(':').map(Number)
  return timeOfDay(new Date(2000, 0, 1, hours, minutes))
}
