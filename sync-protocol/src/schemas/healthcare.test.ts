import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseOrErrors } from '../errors.js'
import { uuidv7 } from '../ids.js'
import {
  healthcareProviderInputSchema,
  healthcareProviderSchema,
  labResultInputSchema,
  prescriptionInputSchema,
  prescriptionSchema,
} from './healthcare.js'

const errorsOf = (schema: z.ZodTypeAny, data: unknown) => {
  const result = parseOrErrors(schema, data)
  return result.success ? [] : result.errors
}

describe('healthcareProviderInputSchema', () => {
  it("says 'Provider name is required' when the name is missing, empty or blank", () => {
    for (const data of [{}, { providerName: '' }, { providerName: '   ' }]) {
      expect(errorsOf(healthcareProviderInputSchema, data)).toEqual([{ field: 'providerName', message: 'Provider name is required' }])
    }
  })

  it('accepts the form as sent with untouched optional fields (empty email allowed)', () => {
    const form = { providerName: 'Dr. Rivera', email: '', phone: '', specialty: '', notes: '' }
    expect(healthcareProviderInputSchema.parse(form)).toEqual({ ...form, isActive: true })
  })

  it("says 'Valid email is required' for a non-empty invalid email", () => {
    expect(errorsOf(healthcareProviderInputSchema, { providerName: 'Dr. Rivera', email: 'rivera@' })).toEqual([
      { field: 'email', message: 'Valid email is required' },
    ])
    expect(errorsOf(healthcareProviderInputSchema, { providerName: 'Dr. Rivera', email: 'r@clinic.org' })).toEqual([])
  })

  it('limits the name to 200 characters and names wrong types', () => {
    expect(errorsOf(healthcareProviderInputSchema, { providerName: 'x'.repeat(201), phone: 5550100 })).toEqual([
      { field: 'providerName', message: 'String must contain at most 200 character(s)' },
      { field: 'phone', message: 'Expected string, received number' },
    ])
  })

  it('accepts a client-generated UUID id and refuses anything else', () => {
    const id = uuidv7()
    expect(healthcareProviderInputSchema.parse({ id, providerName: 'A' }).id).toBe(id)
    expect(errorsOf(healthcareProviderInputSchema, { id: 7, providerName: 'A' })).toEqual([
      { field: 'id', message: 'Expected string, received number' },
    ])
    expect(errorsOf(healthcareProviderInputSchema, { id: 'abc', providerName: 'A' })).toEqual([{ field: 'id', message: 'Invalid uuid' }])
  })

  it('ignores a userId in the body: the owner always comes from the session', () => {
    expect(healthcareProviderInputSchema.parse({ providerName: 'A', userId: 99 })).not.toHaveProperty('userId')
  })

  it('read shape requires every key, with null for absent values', () => {
    const read = {
      id: uuidv7(),
      userId: 1,
      providerName: 'A',
      email: null,
      phone: null,
      specialty: null,
      notes: null,
      isActive: true,
      createdAt: '2025-03-01T09:00:00.000Z',
    }
    expect(healthcareProviderSchema.parse(read)).toEqual(read)
    const { email: _email, ...withoutEmail } = read
    expect(errorsOf(healthcareProviderSchema, withoutEmail)).toEqual([{ field: 'email', message: 'Required' }])
  })
})

describe('labResultInputSchema', () => {
  const lab = { testName: 'Vitamin D (25-OH)', value: '<10', unit: 'ng/mL', testedAt: '2025-03-01T00:00:00.000Z' }

  it("gives the spec's messages for each missing required field", () => {
    expect(errorsOf(labResultInputSchema, {})).toEqual([
      { field: 'testName', message: 'Test name is required' },
      { field: 'value', message: 'Value is required' },
      { field: 'testedAt', message: 'Test date is required' },
    ])
  })

  it('shows one message for an empty date and zod’s message for a malformed one', () => {
    expect(errorsOf(labResultInputSchema, { ...lab, testedAt: '' })).toEqual([{ field: 'testedAt', message: 'Test date is required' }])
    expect(errorsOf(labResultInputSchema, { ...lab, testedAt: '03/01/2025' })).toEqual([{ field: 'testedAt', message: 'Invalid datetime' }])
  })

  it('keeps the value as text and limits it to 100 characters', () => {
    expect(labResultInputSchema.parse(lab).value).toBe('<10')
    expect(errorsOf(labResultInputSchema, { ...lab, value: 12 })).toEqual([{ field: 'value', message: 'Expected string, received number' }])
    expect(errorsOf(labResultInputSchema, { ...lab, value: '9'.repeat(101) })).toEqual([
      { field: 'value', message: 'String must contain at most 100 character(s)' },
    ])
  })

  it('status is optional and one of low, normal, high', () => {
    expect(labResultInputSchema.parse({ ...lab, status: 'low' }).status).toBe('low')
    expect(errorsOf(labResultInputSchema, { ...lab, status: 'critical' })).toEqual([
      { field: 'status', message: "Invalid enum value. Expected 'low' | 'normal' | 'high', received 'critical'" },
    ])
  })

  it('accepts timestamps with an offset, as Luxon writes them', () => {
    expect(errorsOf(labResultInputSchema, { ...lab, testedAt: '2025-03-01T10:00:00.000+02:00' })).toEqual([])
  })
})

describe('prescriptionInputSchema', () => {
  it("says 'Medication name is required' when missing or empty", () => {
    expect(errorsOf(prescriptionInputSchema, {})).toEqual([{ field: 'medicationName', message: 'Medication name is required' }])
    expect(errorsOf(prescriptionInputSchema, { medicationName: '' })).toEqual([
      { field: 'medicationName', message: 'Medication name is required' },
    ])
  })

  it('turns an empty date into null and keeps ISO timestamps and null', () => {
    const parsed = prescriptionInputSchema.parse({
      medicationName: 'Metformin',
      startDate: '',
      endDate: '2025-12-31T00:00:00.000Z',
    })
    expect(parsed.startDate).toBeNull()
    expect(parsed.endDate).toBe('2025-12-31T00:00:00.000Z')
    expect(prescriptionInputSchema.parse({ medicationName: 'M', startDate: null }).startDate).toBeNull()
  })

  it("refuses a date that isn't an ISO timestamp with zod's message", () => {
    expect(errorsOf(prescriptionInputSchema, { medicationName: 'M', startDate: 'tomorrow' })).toEqual([
      { field: 'startDate', message: 'Invalid datetime' },
    ])
    expect(errorsOf(prescriptionInputSchema, { medicationName: 'M', endDate: 20250101 })).toEqual([
      { field: 'endDate', message: 'Expected string, received number' },
    ])
  })

  it('defaults isActive to true, and a partial (patch) adds no defaults', () => {
    expect(prescriptionInputSchema.parse({ medicationName: 'M' }).isActive).toBe(true)
    expect(prescriptionInputSchema.partial().parse({ notes: 'with food' })).toEqual({ notes: 'with food' })
  })

  it('read shape has dates as ISO strings or null', () => {
    const read = {
      id: uuidv7(),
      userId: 1,
      medicationName: 'Metformin',
      dosage: '500 mg',
      frequency: null,
      prescribedBy: null,
      startDate: '2025-01-01T00:00:00.000Z',
      endDate: null,
      isActive: true,
      notes: null,
      createdAt: '2025-01-01T00:00:00.000Z',
    }
    expect(prescriptionSchema.parse(read)).toEqual(read)
  })
})
