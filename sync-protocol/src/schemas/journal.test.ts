import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { JOURNAL_SUPPLEMENT_NAMES } from '../enums.js'
import { parseOrErrors } from '../errors.js'
import { uuidv7 } from '../ids.js'
import { journalEntryInputSchema, journalEntrySchema, progressTrackingInputSchema } from './journal.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

const entry = { mood: 'good', energy: 'medium', sleep: 'fair', stress: 'low' }

describe('journalEntryInputSchema', () => {
  it('requires mood, energy, sleep and stress', () => {
    expect(errorsOf(journalEntryInputSchema, {})).toEqual([
      { field: 'mood', message: 'Required' },
      { field: 'energy', message: 'Required' },
      { field: 'sleep', message: 'Required' },
      { field: 'stress', message: 'Required' },
    ])
  })

  it('defaults supplementsTaken to an empty list', () => {
    expect(journalEntryInputSchema.parse(entry)).toEqual({ ...entry, supplementsTaken: [] })
  })

  it('accepts the names the form offers', () => {
    const data = { ...entry, supplementsTaken: [...JOURNAL_SUPPLEMENT_NAMES], notes: 'Slept badly.' }
    expect(journalEntryInputSchema.parse(data)).toEqual(data)
  })

  it('refuses values outside each scale, with the options named', () => {
    expect(errorsOf(journalEntryInputSchema, { ...entry, energy: 'excellent', stress: 'none' })).toEqual([
      { field: 'energy', message: "Invalid enum value. Expected 'high' | 'medium' | 'low', received 'excellent'" },
      { field: 'stress', message: "Invalid enum value. Expected 'low' | 'moderate' | 'high', received 'none'" },
    ])
  })

  it('reports a bad list item by its index', () => {
    expect(errorsOf(journalEntryInputSchema, { ...entry, supplementsTaken: ['Zinc', 3] })).toEqual([
      { field: 'supplementsTaken.1', message: 'Expected string, received number' },
    ])
  })

  it('ignores server-managed fields sent by a client', () => {
    const parsed = journalEntryInputSchema.parse({ ...entry, userId: 1 })
    expect(parsed).not.toHaveProperty('userId')
  })

  it('takes a past date (an entry written later for an earlier day), never a future one (ADR 0022)', () => {
    expect(journalEntryInputSchema.parse({ ...entry, date: '2020-01-01T00:00:00Z' }).date).toBe('2020-01-01T00:00:00Z')
    expect(journalEntryInputSchema.parse(entry).date).toBeUndefined()
    const nextHour = new Date(Date.now() + 3600_000).toISOString()
    expect(errorsOf(journalEntryInputSchema, { ...entry, date: nextHour })).toEqual([
      { field: 'date', message: 'The date cannot be in the future' },
    ])
    // A device clock a little ahead still counts as now.
    expect(journalEntryInputSchema.safeParse({ ...entry, date: new Date(Date.now() + 60_000).toISOString() }).success).toBe(true)
  })

  it('read shape adds id, userId and date', () => {
    const read = { id: uuidv7(), userId: 1, date: '2025-02-03T08:00:00.000Z', ...entry, notes: null, supplementsTaken: [] }
    expect(journalEntrySchema.parse(read)).toEqual(read)
    expect(errorsOf(journalEntrySchema, { ...read, id: 12 })).toEqual([{ field: 'id', message: 'Expected string, received number' }])
  })
})

describe('progressTrackingInputSchema', () => {
  it('keeps scores within 0–10 and compliance within 0–100', () => {
    const checkIn = {
      weekNumber: 4,
      overallWellbeing: 8,
      energyLevels: 11,
      sleepQuality: 8,
      stressLevels: -1,
      supplementCompliance: 87,
    }
    expect(errorsOf(progressTrackingInputSchema, checkIn)).toEqual([
      { field: 'energyLevels', message: 'Number must be less than or equal to 10' },
      { field: 'stressLevels', message: 'Number must be greater than or equal to 0' },
    ])
  })
})
