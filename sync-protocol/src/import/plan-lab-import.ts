/**
 * What an import will do, before anything is written: the rows to add (units converted where
 * LAB_UNIT_CONVERSIONS says how, each checked with the same schema `createRecord` and the API
 * use), the rows skipped as duplicates, and the rows refused with why. Pure: the device passes
 * the lab results it already has.
 *
 * A duplicate is the same test (the same name in `normalizeName`'s form, or the same LOINC code)
 * on the same day with the same value (as numbers when both are numbers) in the same unit (or
 * no unit on either side) — as a result already saved, or as an earlier row of the same file.
 * A row is compared both as converted and as written, so a result saved in ng/mL is found again
 * when the file has it in nmol/L.
 */
import type { z } from 'zod'
import type { LabStatus } from '../enums.js'
import { parseOrErrors } from '../errors.js'
import { normalizeName } from '../matching/normalize-name.js'
import type { labResultInputSchema } from '../schemas/healthcare.js'
import { deriveLabStatus, parseLabNumber } from '../sync/lab-status.js'
import { ENTITIES } from '../sync/registry.js'
import { dayOf, type LabImportProblem, type LabImportRow } from './lab-rows.js'
import { conversionFor, convertRange, convertValue, normalizeUnit } from './lab-units.js'

/** What `createRecord(db, 'labResult', …)` takes. */
export type LabResultFields = Omit<z.output<typeof labResultInputSchema>, 'id'>

/** A lab result already on the device (a stored `LabResult` will do). */
export interface ExistingLabResult {
  testName: string
  value: string
  unit?: string | null
  testedAt: string
}

export interface LabToAdd {
  row: number
  where: string
  input: LabResultFields
  /** Derived the way the record's will be, for the preview. */
  status: LabStatus | null
  /** '25.0 nmol/L → 10.0 ng/mL' when the unit was converted. */
  conversion: string | null
  /** Why a unit that has a conversion was kept ('the value is not a number'). */
  unconverted: string | null
  /** From the file; lab results have no notes field, so these are shown, not stored. */
  notes: string | null
}

export interface LabDuplicate {
  row: number
  where: string
  testName: string
  value: string
  unit: string | null
  testedAt: string
  /** 'a result already saved' or the row it repeats ('Row 3'). */
  duplicateOf: string
}

export interface LabImportPlan {
  toAdd: LabToAdd[]
  duplicates: LabDuplicate[]
  errors: LabImportProblem[]
}

export const ALREADY_SAVED = 'a result already saved'

const FIELD_LABELS: Record<string, string> = {
  testName: 'Test name',
  value: 'Value',
  unit: 'Unit',
  referenceRange: 'Reference range',
  testedAt: 'Test date',
  status: 'Status',
}

type Reading = { value: string; unit: string | null }

function sameReading(a: Reading, b: Reading): boolean {
  const [unitA, unitB] = [normalizeUnit(a.unit), normalizeUnit(b.unit)]
  if (unitA !== '' && unitB !== '' && unitA !== unitB) return false
  const [numberA, numberB] = [parseLabNumber(a.value), parseLabNumber(b.value)]
  if (numberA !== null && numberB !== null) return numberA === numberB
  return a.value.trim().toLowerCase() === b.value.trim().toLowerCase()
}

interface Candidate {
  name: string
  loinc: string | null
  day: string | null
  readings: Reading[]
}

function sameResult(a: Candidate, b: Candidate): boolean {
  const sameTest = a.name === b.name || (a.loinc !== null && a.loinc === b.loinc)
  return sameTest && a.day !== null && a.day === b.day && a.readings.some((x) => b.readings.some((y) => sameReading(x, y)))
}

function converted(row: LabImportRow) {
  const conversion = conversionFor(row.testName, row.loinc, row.unit)
  const kept = { value: row.value, unit: row.unit, referenceRange: row.referenceRange, conversion: null, unconverted: null }
  if (!conversion) return kept
  const value = convertValue(row.value, conversion)
  if (value === null) return { ...kept, unconverted: `Kept in ${row.unit}: the value is not a number` }
  const range = row.referenceRange === null ? null : convertRange(row.referenceRange, conversion)
  if (row.referenceRange !== null && range === null) {
    return { ...kept, unconverted: `Kept in ${row.unit}: the reference range “${row.referenceRange}” could not be converted` }
  }
  return {
    value,
    unit: conversion.to,
    referenceRange: range,
    conversion: `${row.value} ${row.unit} → ${value} ${conversion.to}`,
    unconverted: null,
  }
}

export function planLabImport(rows: readonly LabImportRow[], existing: readonly ExistingLabResult[]): LabImportPlan {
  const plan: LabImportPlan = { toAdd: [], duplicates: [], errors: [] }
  const saved: Candidate[] = existing.map((lab) => ({
    name: normalizeName(lab.testName),
    loinc: null,
    day: dayOf(lab.testedAt),
    readings: [{ value: lab.value, unit: lab.unit ?? null }],
  }))
  const earlier: { where: string; candidate: Candidate }[] = []

  for (const row of rows) {
    const { conversion, unconverted, ...fields } = converted(row)
    const parsed = parseOrErrors(ENTITIES.labResult.fields, {
      testName: row.testName,
      value: fields.value,
      unit: fields.unit,
      referenceRange: fields.referenceRange,
      testedAt: row.testedAt,
    })
    if (!parsed.success) {
      const message = parsed.errors
        .map(({ field, message }) => {
          const label = FIELD_LABELS[field]
          return label && !message.startsWith(label) ? `${label}: ${message}` : message
        })
        .join('; ')
      plan.errors.push({ row: row.row, where: row.where, testName: row.testName, message })
      continue
    }
    const input = parsed.data as LabResultFields
    const candidate: Candidate = {
      name: normalizeName(input.testName),
      loinc: row.loinc,
      day: dayOf(input.testedAt),
      readings: [
        { value: input.value, unit: input.unit ?? null },
        { value: row.value, unit: row.unit },
      ],
    }
    const duplicateOf = saved.some((lab) => sameResult(candidate, lab))
      ? ALREADY_SAVED
      : earlier.find((seen) => sameResult(candidate, seen.candidate))?.where
    if (duplicateOf !== undefined) {
      plan.duplicates.push({
        row: row.row,
        where: row.where,
        testName: input.testName,
        value: input.value,
        unit: input.unit ?? null,
        testedAt: input.testedAt,
        duplicateOf,
      })
      continue
    }
    earlier.push({ where: row.where, candidate })
    plan.toAdd.push({
      row: row.row,
      where: row.where,
      input,
      status: deriveLabStatus(input.value, input.referenceRange, null),
      conversion,
      unconverted,
      notes: row.notes,
    })
  }
  return plan
}
