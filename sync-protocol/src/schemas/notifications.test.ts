import { UUID_PATTERN } from '../ids.js'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseOrErrors } from '../errors.js'
import {
  aiInsightId,
  aiInsightInputSchema,
  aiInsightSchema,
  notificationInputSchema,
  notificationSchema,
  readStatePatchSchema,
  reminderSettingsInputSchema,
} from './notifications.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

describe('notifications', () => {
  it('start unread and active', () => {
    expect(notificationInputSchema.parse({ type: 'reminder', title: 'Vitamin D3', message: 'Time to take it' })).toEqual({
      type: 'reminder',
      title: 'Vitamin D3',
      message: 'Time to take it',
      isRead: false,
      isActive: true,
    })
  })

  it('read shape accepts a missing schedule as null and refuses unknown types', () => {
    const read = {
      id: 3,
      userId: 1,
      type: 'warning',
      title: 'Interaction',
      message: 'Check with your doctor',
      isRead: false,
      isActive: true,
      createdAt: '2025-01-01T00:00:00.000Z',
      scheduledFor: null,
    }
    expect(notificationSchema.parse(read)).toEqual(read)
    expect(errorsOf(notificationSchema, { ...read, type: 'promo' })).toEqual([
      {
        field: 'type',
        message: "Invalid enum value. Expected 'reminder' | 'warning' | 'achievement' | 'other', received 'promo'",
      },
    ])
  })

  it('marking as read is a boolean patch', () => {
    expect(readStatePatchSchema.parse({ isRead: true })).toEqual({ isRead: true })
    expect(errorsOf(readStatePatchSchema, { isRead: 'yes' })).toEqual([{ field: 'isRead', message: 'Expected boolean, received string' }])
  })
})

describe('AI insights', () => {
  const insight = { key: 'link:12:sleep', type: 'timing', title: 'Take magnesium at night', insight: 'Sleep improved.', confidence: 82 }

  it('confidence is a whole number from 0 to 100', () => {
    expect(errorsOf(aiInsightInputSchema, { ...insight, confidence: 101 })).toEqual([
      { field: 'confidence', message: 'Number must be less than or equal to 100' },
    ])
    expect(errorsOf(aiInsightInputSchema, { ...insight, confidence: -1 })).toEqual([
      { field: 'confidence', message: 'Number must be greater than or equal to 0' },
    ])
    expect(errorsOf(aiInsightInputSchema, { ...insight, confidence: 80.5 })).toEqual([
      { field: 'confidence', message: 'Expected integer, received float' },
    ])
  })

  it('defaults to no action required and unread; read shape has every flag', () => {
    expect(aiInsightInputSchema.parse(insight)).toEqual({ ...insight, actionRequired: false, isRead: false })
    const read = {
      id: aiInsightId(1, insight.key),
      userId: 1,
      ...insight,
      isRead: false,
      actionRequired: true,
      createdAt: '2025-01-01T00:00:00Z',
    }
    expect(aiInsightSchema.parse(read)).toEqual(read)
  })

  it('its subject fixes its id: the same for the same person and key, different otherwise, a valid UUID', () => {
    const id = aiInsightId(7, 'link:12:energy')
    expect(id).toMatch(UUID_PATTERN)
    expect(aiInsightId(7, 'link:12:energy')).toBe(id)
    const others = [
      aiInsightId(8, 'link:12:energy'),
      aiInsightId(7, 'link:12:sleep'),
      aiInsightId(7, 'link:21:energy'),
      aiInsightId(7, 'trend:energy'),
    ]
    expect(new Set([id, ...others]).size).toBe(5)
    expect(errorsOf(aiInsightInputSchema, { ...insight, key: 'Link 12' })).toEqual([{ field: 'key', message: 'Invalid insight key' }])
  })
})

describe('reminderSettingsInputSchema', () => {
  it('turns every reminder on and starts with no times', () => {
    expect(reminderSettingsInputSchema.parse({})).toEqual({
      supplementReminders: true,
      progressCheckIns: true,
      interactionAlerts: true,
      reminderTimes: [],
    })
  })

  it('takes an IANA time zone, and refuses one the runtime does not know', () => {
    expect(reminderSettingsInputSchema.parse({ timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin')
    expect(errorsOf(reminderSettingsInputSchema, { timeZone: 'Mars/Olympus_Mons' })).toEqual([
      { field: 'timeZone', message: 'Unknown time zone' },
    ])
  })

  it("keeps a user's choices and checks times are 24-hour HH:MM", () => {
    expect(reminderSettingsInputSchema.parse({ interactionAlerts: false, reminderTimes: ['08:00', '21:30'] })).toMatchObject({
      interactionAlerts: false,
      reminderTimes: ['08:00', '21:30'],
    })
    expect(errorsOf(reminderSettingsInputSchema, { reminderTimes: ['8am', '24:00'] })).toEqual([
      { field: 'reminderTimes.0', message: 'Invalid' },
      { field: 'reminderTimes.1', message: 'Invalid' },
    ])
  })
})
