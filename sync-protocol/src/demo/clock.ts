/**
 * Wall-clock time in the demo person's time zone: which calendar day an instant falls on, and
 * which instant a local day and 'HH:MM' name. Pure (Intl only), daylight saving included: a
 * local time that does not exist (the hour skipped in spring) is read as the same time after the
 * change, one that exists twice (autumn) as the first of the two.
 */
const DAY_MS = 86_400_000
const formats = new Map<string, Intl.DateTimeFormat>()

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formats.set(timeZone, format)
  }
  return format
}

function fieldsOf(timeZone: string, instant: number): Record<string, number> {
  const fields: Record<string, number> = {}
  for (const part of formatFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value)
  }
  return fields
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(timeZone: string, instant: number): number {
  const f = fieldsOf(timeZone, instant)
  const asUtc = Date.UTC(f.year!, f.month! - 1, f.day!, f.hour!, f.minute!, f.second!)
  return asUtc - Math.floor(instant / 1000) * 1000
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar day of an instant on the zone's clock, 'YYYY-MM-DD'. */
export function localDate(timeZone: string, instant: number): string {
  const f = fieldsOf(timeZone, instant)
  return `${f.year}-${pad(f.month!)}-${pad(f.day!)}`
}

/** Minutes since the zone's midnight at an instant. */
export function localMinutes(timeZone: string, instant: number): number {
  const f = fieldsOf(timeZone, instant)
  return f.hour! * 60 + f.minute!
}

/** The instant the zone's clock shows `date` (YYYY-MM-DD) at `minutes` past midnight. */
export function instantAt(timeZone: string, date: string, minutes: number): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000
  const first = wall - offsetAt(timeZone, wall)
  const second = wall - offsetAt(timeZone, first)
  // In a skipped hour neither guess shows the wall time; the later offset gives the time after it.
  return Math.max(first, second)
}

/** A day `days` after (or before) a 'YYYY-MM-DD' day. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** How many days from one 'YYYY-MM-DD' day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/** 'HH:MM' → minutes since midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
}
