/**
 * An appointment as an iCalendar file (RFC 5545), made on the device so 'Add to calendar' works
 * offline: one VEVENT whose UID is the appointment's id (importing it again updates the same
 * event rather than adding a second), its start and end in UTC (a moment needs no time zone
 * rules), and, when the appointment has a reminder, a VALARM at that lead — the phone's own
 * calendar then reminds with no app open and no connection.
 *
 * Text values are escaped (backslash, semicolon, comma, line breaks) and every line is folded
 * to at most 75 octets of UTF-8, never inside a character; lines end with CRLF.
 */
import type { Appointment } from '../schemas/appointments.js'

export type IcsAppointment = Pick<Appointment, 'id' | 'startsAt' | 'durationMinutes' | 'reason' | 'location' | 'reminderMinutesBefore'>

export interface AppointmentIcsInput {
  appointment: IcsAppointment
  providerName: string
  /** When the file is made (ms since epoch): its DTSTAMP. */
  now: number
}

const LINE_OCTETS = 75

/** A moment as an iCalendar UTC date-time: 20261201T143000Z. */
export function icsUtc(time: number): string {
  return new Date(time)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** A TEXT value, escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** One content line folded at 75 octets (RFC 5545 §3.1): continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  // The first line holds 75 octets; each continuation holds 74 after its leading space.
  let room = LINE_OCTETS
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > room) {
      parts.push(current)
      current = ''
      octets = 0
      room = LINE_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** A lead before the start as a negative duration: 15 → -PT15M, 60 → -PT1H, 1440 → -P1D. */
function trigger(minutes: number): string {
  if (minutes === 0) return 'PT0M'
  if (minutes % 1440 === 0) return `-P${minutes / 1440}D`
  if (minutes % 60 === 0) return `-PT${minutes / 60}H`
  return `-PT${minutes}M`
}

export function appointmentSummary(providerName: string): string {
  return `Appointment with ${providerName}`
}

export function appointmentIcs({ appointment, providerName, now }: AppointmentIcsInput): string {
  const start = Date.parse(appointment.startsAt)
  const end = start + appointment.durationMinutes * 60_000
  const summary = appointmentSummary(providerName)
  const description = [appointment.reason?.trim(), 'Scheduled in Dosewise.'].filter(Boolean).join('\n\n')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Dosewise//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${appointment.id}`,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(summary)}`,
    ...(appointment.location?.trim() ? [`LOCATION:${icsText(appointment.location.trim())}`] : []),
    `DESCRIPTION:${icsText(description)}`,
    ...(appointment.reminderMinutesBefore === null
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${icsText(summary)}`,
          `TRIGGER:${trigger(appointment.reminderMinutesBefore)}`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

/** 'appointment-dr-amara-okafor-2026-12-01.ics' (the start's UTC day). */
export function appointmentIcsFileName(providerName: string, startsAt: string): string {
  const slug =
    providerName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'provider'
  return `appointment-${slug}-${new Date(Date.parse(startsAt)).toISOString().slice(0, 10)}.ics`
}
