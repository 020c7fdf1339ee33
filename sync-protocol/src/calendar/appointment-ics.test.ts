import { describe, expect, it } from 'vitest'
import { appointmentIcs, appointmentIcsFileName, foldLine, icsText } from './appointment-ics.js'

const appointment = {
  id: '01936f3e-8a00-7000-8000-000000000001',
  startsAt: '2026-12-01T14:30:00.000Z',
  durationMinutes: 45,
  reason: 'Review blood tests; bring results, please',
  location: 'Clinic 2, Room 4',
  reminderMinutesBefore: 60,
}
const now = Date.parse('2026-11-25T08:00:00.000Z')

/** Lines as a calendar app reads them: folds joined, then the properties in order. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean)
}

describe('appointmentIcs', () => {
  it('writes one event with the id as UID, its start and end in UTC, the summary, place and reason', () => {
    const lines = unfold(appointmentIcs({ appointment, providerName: 'Dr. Amara Okafor', now }))
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.at(-1)).toBe('END:VCALENDAR')
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1)
    expect(lines).toContain(`UID:${appointment.id}`)
    expect(lines).toContain('DTSTAMP:20261125T080000Z')
    expect(lines).toContain('DTSTART:20261201T143000Z')
    expect(lines).toContain('DTEND:20261201T151500Z')
    expect(lines).toContain('SUMMARY:Appointment with Dr. Amara Okafor')
    expect(lines).toContain('LOCATION:Clinic 2\\, Room 4')
    expect(lines).toContain('DESCRIPTION:Review blood tests\\; bring results\\, please\\n\\nScheduled in Dosewise.')
  })

  it('reminds at the lead before the start with a display alarm, and has no alarm without a reminder', () => {
    const at = (minutes: number | null) =>
      unfold(appointmentIcs({ appointment: { ...appointment, reminderMinutesBefore: minutes }, providerName: 'Dr. Lee', now }))
    const hour = at(60)
    const alarm = hour.slice(hour.indexOf('BEGIN:VALARM'), hour.indexOf('END:VALARM') + 1)
    expect(alarm).toEqual(['BEGIN:VALARM', 'ACTION:DISPLAY', 'DESCRIPTION:Appointment with Dr. Lee', 'TRIGGER:-PT1H', 'END:VALARM'])
    expect(at(15)).toContain('TRIGGER:-PT15M')
    expect(at(1440)).toContain('TRIGGER:-P1D')
    expect(at(90)).toContain('TRIGGER:-PT90M')
    expect(at(0)).toContain('TRIGGER:PT0M')
    expect(at(null).some((l) => l.includes('VALARM') || l.startsWith('TRIGGER'))).toBe(false)
  })

  it('leaves out an empty place and says only where it was made without a reason', () => {
    const lines = unfold(appointmentIcs({ appointment: { ...appointment, location: '  ', reason: null }, providerName: 'Dr. Lee', now }))
    expect(lines.some((l) => l.startsWith('LOCATION'))).toBe(false)
    expect(lines).toContain('DESCRIPTION:Scheduled in Dosewise.')
  })

  it('ends every line with CRLF and folds long lines at 75 octets without splitting a character', () => {
    const reason = 'Über die Schilddrüse sprechen — Ergebnisse mitbringen. '.repeat(6)
    const ics = appointmentIcs({ appointment: { ...appointment, reason }, providerName: 'Dr. Zoë Ångström-Núñez', now })
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const physical = ics.split('\r\n').slice(0, -1)
    for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(physical.some((line) => line.startsWith(' '))).toBe(true)
    // Unfolded, the text is whole again.
    const description = unfold(ics).find((l) => l.startsWith('DESCRIPTION:Über'))!
    expect(description).toBe(`DESCRIPTION:${icsText(`${reason.trim()}\n\nScheduled in Dosewise.`)}`)
    expect(unfold(ics)).toContain('SUMMARY:Appointment with Dr. Zoë Ångström-Núñez')
  })
})

describe('the pieces', () => {
  it('escapes backslashes, separators and line breaks', () => {
    expect(icsText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds exactly at 75 octets, continuation lines at 74 after the space', () => {
    const folded = foldLine('X'.repeat(75 + 74 + 3)).split('\r\n')
    expect(folded.map((l) => l.length)).toEqual([75, 75, 4])
    expect(folded[1].startsWith(' ')).toBe(true)
    expect(foldLine('short')).toBe('short')
    // A three-octet character that would cross the limit moves whole to the next line.
    const line = foldLine(`${'a'.repeat(74)}€b`).split('\r\n')
    expect(line).toEqual(['a'.repeat(74), ' €b'])
  })

  it('names the file after the provider and the day', () => {
    expect(appointmentIcsFileName('Dr. Zoë Núñez', '2026-12-01T14:30:00.000Z')).toBe('appointment-dr-zoe-nunez-2026-12-01.ics')
    expect(appointmentIcsFileName('※', '2026-12-01T14:30:00+01:00')).toBe('appointment-provider-2026-12-01.ics')
  })
})
