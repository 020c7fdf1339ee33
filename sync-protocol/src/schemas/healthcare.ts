/**
 * Healthcare records the user keeps: providers, lab results, prescriptions (spec §3, §5).
 * All are created offline-first, so ids are client-generated UUIDs. The field messages are the
 * spec's own; everything else uses zod's defaults.
 */
import { z } from 'zod'
import { LAB_STATUSES } from '../enums.js'
import {
  EMAIL_MAX,
  HEALTHCARE_PROVIDER_NAME_MAX,
  LAB_TEST_NAME_MAX,
  LAB_VALUE_MAX,
  MEDICATION_NAME_MAX,
  SHORT_TEXT_MAX,
  TEXT_MAX,
} from '../limits.js'
import {
  intIdSchema,
  isoTimestampSchema,
  nullableText,
  optionalText,
  optionalTimestampOrEmpty,
  requiredTextWithMessage,
  uuidSchema,
} from './fields.js'

export const HEALTHCARE_MESSAGES = {
  providerNameRequired: 'Provider name is required',
  validEmailRequired: 'Valid email is required',
  testNameRequired: 'Test name is required',
  valueRequired: 'Value is required',
  testDateRequired: 'Test date is required',
  medicationNameRequired: 'Medication name is required',
} as const

const isEmail = (value: string) => z.string().email().safeParse(value).success

/** Optional, and '' (an untouched form field) is allowed; anything else must be an email. */
const optionalEmail = z
  .string()
  .max(EMAIL_MAX)
  .refine((value) => value === '' || isEmail(value), { message: HEALTHCARE_MESSAGES.validEmailRequired })
  .nullish()

export const healthcareProviderInputSchema = z.object({
  id: uuidSchema.optional(),
  providerName: requiredTextWithMessage(HEALTHCARE_MESSAGES.providerNameRequired, HEALTHCARE_PROVIDER_NAME_MAX),
  email: optionalEmail,
  phone: optionalText(SHORT_TEXT_MAX),
  specialty: optionalText(SHORT_TEXT_MAX),
  notes: optionalText(TEXT_MAX),
  isActive: z.boolean().default(true),
})
export type HealthcareProviderInput = z.input<typeof healthcareProviderInputSchema>

export const healthcareProviderSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  providerName: z.string().max(HEALTHCARE_PROVIDER_NAME_MAX),
  email: nullableText(EMAIL_MAX),
  phone: nullableText(SHORT_TEXT_MAX),
  specialty: nullableText(SHORT_TEXT_MAX),
  notes: nullableText(TEXT_MAX),
  isActive: z.boolean(),
  createdAt: isoTimestampSchema,
})
export type HealthcareProvider = z.output<typeof healthcareProviderSchema>

/**
 * Required timestamp with the spec's message for missing or empty. `pipe` checks the format
 * only once the value is non-empty, so an empty field shows one message, not two.
 */
const testedAt = z
  .string({ required_error: HEALTHCARE_MESSAGES.testDateRequired })
  .min(1, HEALTHCARE_MESSAGES.testDateRequired)
  .pipe(isoTimestampSchema)

export const labResultInputSchema = z.object({
  id: uuidSchema.optional(),
  testName: requiredTextWithMessage(HEALTHCARE_MESSAGES.testNameRequired, LAB_TEST_NAME_MAX),
  // Text, not a number: results such as '<0.5' or 'positive' are common.
  value: requiredTextWithMessage(HEALTHCARE_MESSAGES.valueRequired, LAB_VALUE_MAX),
  unit: optionalText(SHORT_TEXT_MAX),
  referenceRange: optionalText(SHORT_TEXT_MAX),
  status: z.enum(LAB_STATUSES).nullish(),
  testedAt,
})
export type LabResultInput = z.input<typeof labResultInputSchema>

export const labResultSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  testName: z.string().max(LAB_TEST_NAME_MAX),
  value: z.string().max(LAB_VALUE_MAX),
  unit: nullableText(SHORT_TEXT_MAX),
  referenceRange: nullableText(SHORT_TEXT_MAX),
  status: z.enum(LAB_STATUSES).nullable(),
  testedAt: isoTimestampSchema,
  createdAt: isoTimestampSchema,
})
export type LabResult = z.output<typeof labResultSchema>

export const prescriptionInputSchema = z.object({
  id: uuidSchema.optional(),
  medicationName: requiredTextWithMessage(HEALTHCARE_MESSAGES.medicationNameRequired, MEDICATION_NAME_MAX),
  dosage: optionalText(SHORT_TEXT_MAX),
  frequency: optionalText(SHORT_TEXT_MAX),
  prescribedBy: optionalText(SHORT_TEXT_MAX),
  startDate: optionalTimestampOrEmpty,
  endDate: optionalTimestampOrEmpty,
  notes: optionalText(TEXT_MAX),
  isActive: z.boolean().default(true),
})
export type PrescriptionInput = z.input<typeof prescriptionInputSchema>

export const prescriptionSchema = z.object({
  id: uuidSchema,
  userId: intIdSchema,
  medicationName: z.string().max(MEDICATION_NAME_MAX),
  dosage: nullableText(SHORT_TEXT_MAX),
  frequency: nullableText(SHORT_TEXT_MAX),
  prescribedBy: nullableText(SHORT_TEXT_MAX),
  startDate: isoTimestampSchema.nullable(),
  endDate: isoTimestampSchema.nullable(),
  isActive: z.boolean(),
  notes: nullableText(TEXT_MAX),
  createdAt: isoTimestampSchema,
})
export type Prescription = z.output<typeof prescriptionSchema>
