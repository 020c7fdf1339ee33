import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseOrErrors } from '../errors.js'
import { uuidv7 } from '../ids.js'
import { ENTITIES, creationErrors } from '../sync/registry.js'
import { decideMutation } from '../sync/merge.js'
import {
  APPOINTMENT_MESSAGES,
  appointmentEndsAt,
  appointmentInputSchema,
  appointmentReminderAt,
  appointmentSchema,
} from './appointments.js'
import { REPORT_SHARE_MESSAGES, reportShareInputSchema } from './reports.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

const providerId = uuidv7()
const base = { providerId, startsAt: '2026-12-01T14:30:00.000Z' }

describe('appointmentInputSchema', () => {
  it('fills a 30-minute length and a reminder an hour before when they are left out', () => {
    expect(appointmentInputSchema.parse(base)).toEqual({ ...base, durationMinutes: 30, reminderMinutesBefore: 60 })
  })

  it('keeps "no reminder" (null) and the optional reason and place', () => {
    const input = { ...base, durationMinutes: 5, reminderMinutesBefore: null, reason: 'Thyroid review', location: 'Room 4' }
    expect(appointmentInputSchema.parse(input)).toEqual(input)
  })

  it.each([
    [{ ...base, providerId: undefined }, 'providerId', APPOINTMENT_MESSAGES.providerRequired],
    [{ ...base, providerId: 'nope' }, 'providerId', 'Invalid uuid'],
    [{ ...base, startsAt: '' }, 'startsAt', APPOINTMENT_MESSAGES.startsAtRequired],
    [{ ...base, startsAt: undefined }, 'startsAt', APPOINTMENT_MESSAGES.startsAtRequired],
    [{ ...base, startsAt: '2026-12-01 14:30' }, 'startsAt', 'Invalid datetime'],
    [{ ...base, durationMinutes: 4 }, 'durationMinutes', APPOINTMENT_MESSAGES.duration],
    [{ ...base, durationMinutes: 481 }, 'durationMinutes', APPOINTMENT_MESSAGES.duration],
    [{ ...base, durationMinutes: 30.5 }, 'durationMinutes', APPOINTMENT_MESSAGES.duration],
    [{ ...base, durationMinutes: '30' }, 'durationMinutes', APPOINTMENT_MESSAGES.duration],
    [{ ...base, reminderMinutesBefore: -1 }, 'reminderMinutesBefore', APPOINTMENT_MESSAGES.reminder],
    [{ ...base, reminderMinutesBefore: 10_081 }, 'reminderMinutesBefore', APPOINTMENT_MESSAGES.reminder],
    [{ ...base, reason: 'x'.repeat(1_001) }, 'reason', 'String must contain at most 1000 character(s)'],
  ])('refuses %j on %s', (data, field, message) => {
    expect(errorsOf(appointmentInputSchema, data)).toContainEqual({ field, message })
  })

  it('has a read shape that holds what the input makes', () => {
    const read = {
      id: uuidv7(),
      userId: 3,
      ...appointmentInputSchema.parse(base),
      reason: null,
      location: null,
      createdAt: '2026-11-25T08:00:00.000Z',
      updatedAt: '2026-11-25T08:00:00.000Z',
    }
    expect(appointmentSchema.parse(read)).toEqual(read)
  })

  it('counts its reminder and its end from the start', () => {
    const appointment = appointmentInputSchema.parse(base)
    expect(new Date(appointmentReminderAt(appointment)!).toISOString()).toBe('2026-12-01T13:30:00.000Z')
    expect(appointmentReminderAt({ ...appointment, reminderMinutesBefore: null })).toBeNull()
    expect(new Date(appointmentEndsAt(appointment)).toISOString()).toBe('2026-12-01T15:00:00.000Z')
  })
})

describe('an appointment in the registry', () => {
  const made = Date.parse('2026-12-01T14:00:00.000Z')

  it('may not start before the moment it is made (a clock’s drift allowed), checked at creation only', () => {
    expect(creationErrors('appointment', { startsAt: '2026-12-01T14:30:00.000Z' }, made)).toEqual([])
    expect(creationErrors('appointment', { startsAt: '2026-12-01T13:56:00.000Z' }, made)).toEqual([])
    expect(creationErrors('appointment', { startsAt: '2026-12-01T13:50:00.000Z' }, made)).toEqual([
      { field: 'startsAt', message: APPOINTMENT_MESSAGES.inThePast },
    ])
    // Other kinds have no such rule; a value of the wrong type is the schema's to refuse.
    expect(creationErrors('labResult', { testedAt: '2000-01-01T00:00:00.000Z' }, made)).toEqual([])
    expect(creationErrors('appointment', { startsAt: 42 }, made)).toEqual([])
  })

  it('is merged field by field against the version the device saw, and names one of the person’s providers', () => {
    expect(ENTITIES.appointment.rule).toBe('base-version')
    expect(ENTITIES.appointment.references).toMatchObject({ field: 'providerId', table: 'healthcare_providers', owned: true })
    const stored = { fields: appointmentInputSchema.omit({ id: true }).parse(base), version: 3, deleted: false, meta: {} }
    const decision = decideMutation(stored, {
      entity: 'appointment',
      op: 'patch',
      patch: { reason: 'Bring the list of supplements' },
      baseVersion: 3,
      clientId: 'c',
      stamp: 's',
    })
    expect(decision).toMatchObject({ status: 'applied', changed: ['reason'] })
  })
})

describe('reportShareInputSchema', () => {
  it('takes a provider, one of the four reports and an optional message', () => {
    expect(reportShareInputSchema.parse({ providerId, kind: 'lab-trends', message: '  See you Tuesday. ' })).toEqual({
      providerId,
      kind: 'lab-trends',
      message: 'See you Tuesday.',
    })
    expect(reportShareInputSchema.parse({ providerId, kind: 'wellness' })).toEqual({ providerId, kind: 'wellness' })
  })

  it('refuses another report, a long message, and any field besides these (no recipient, no file)', () => {
    expect(errorsOf(reportShareInputSchema, { providerId, kind: 'everything' })).toEqual([
      { field: 'kind', message: REPORT_SHARE_MESSAGES.kind },
    ])
    expect(errorsOf(reportShareInputSchema, { providerId, kind: 'supplements', message: 'x'.repeat(1_001) })).toEqual([
      { field: 'message', message: REPORT_SHARE_MESSAGES.messageTooLong },
    ])
    expect(errorsOf(reportShareInputSchema, { providerId, kind: 'supplements', to: 'someone@example.com', pdf: 'JVBERi0=' })).toEqual([
      { field: '', message: REPORT_SHARE_MESSAGES.onlyTheseFields },
    ])
  })
})
