/**
 * Lab results from a FHIR R4 Bundle, what patient portals export (any bundle type: collection,
 * searchset, document…). Only `Observation` resources are read; other resources are passed
 * over and listed as skipped. An Observation with `component[]` (blood pressure) gives one row
 * per component, with the parent's date. Nothing here throws: every problem is a row's error.
 *
 * https://hl7.org/fhir/R4/observation.html, https://hl7.org/fhir/R4/bundle.html
 */
import { HEALTHCARE_MESSAGES } from '../schemas/healthcare.js'
import { fileProblem, readTestDate, type DateReading, type LabFileParse, type LabImportRow } from './lab-rows.js'

const LOINC_SYSTEM = 'http://loinc.org'
/** Statuses that say the result does not stand (R4 ObservationStatus). */
const VOID_STATUSES = new Map([
  ['entered-in-error', 'marked as entered in error'],
  ['cancelled', 'marked as cancelled'],
])

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : [])
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const number = (value: unknown): string | null => (typeof value === 'number' && Number.isFinite(value) ? String(value) : null)

/** `code.text`, else the first coding's display. */
function nameOf(code: unknown): string | null {
  if (!isObject(code)) return null
  return (
    text(code.text) ??
    objects(code.coding)
      .map((coding) => text(coding.display))
      .find((display) => display !== null) ??
    null
  )
}

function loincOf(code: unknown): string | null {
  if (!isObject(code)) return null
  const coding = objects(code.coding).find((c) => c.system === LOINC_SYSTEM && text(c.code) !== null)
  return coding ? text(coding.code) : null
}

type ValueReading = { ok: true; value: string; unit: string | null } | { ok: false; message: string }

const UNSUPPORTED_VALUES = ['valueRange', 'valueRatio', 'valueSampledData', 'valuePeriod', 'valueTime', 'valueDateTime']

/** The value[x] of an Observation or of one of its components. */
function valueOf(holder: Json): ValueReading {
  if (isObject(holder.valueQuantity)) {
    const quantity = holder.valueQuantity
    const amount = number(quantity.value)
    if (amount !== null) {
      const comparator = text(quantity.comparator) ?? ''
      return { ok: true, value: `${comparator}${amount}`, unit: text(quantity.unit) ?? text(quantity.code) }
    }
  }
  const valueText = text(holder.valueString) ?? number(holder.valueInteger)
  if (valueText !== null) return { ok: true, value: valueText, unit: null }
  if (isObject(holder.valueCodeableConcept)) {
    const concept = nameOf(holder.valueCodeableConcept)
    if (concept !== null) return { ok: true, value: concept, unit: null }
  }
  const unsupported = UNSUPPORTED_VALUES.find((key) => key in holder)
  if (unsupported) return { ok: false, message: `The value is a ${unsupported}, which can't be imported as a lab result` }
  const absent = isObject(holder.dataAbsentReason) ? nameOf(holder.dataAbsentReason) : null
  return {
    ok: false,
    message: absent ? `${HEALTHCARE_MESSAGES.valueRequired} (the file says: ${absent})` : HEALTHCARE_MESSAGES.valueRequired,
  }
}

/** The first reference range: low–high ('30-100'), one bound ('>=30'), or its text. */
function rangeOf(holder: Json): string | null {
  const [range] = objects(holder.referenceRange)
  if (!range) return null
  const low = isObject(range.low) ? number(range.low.value) : null
  const high = isObject(range.high) ? number(range.high.value) : null
  if (low !== null && high !== null) return `${low}-${high}`
  if (low !== null) return `>=${low}`
  if (high !== null) return `<=${high}`
  return text(range.text)
}

function dateOf(observation: Json): DateReading {
  const period = isObject(observation.effectivePeriod) ? observation.effectivePeriod : {}
  const written = text(observation.effectiveDateTime) ?? text(period.start) ?? text(observation.issued)
  if (written === null) {
    return {
      ok: false,
      message: `${HEALTHCARE_MESSAGES.testDateRequired}: the observation has no effectiveDateTime, effectivePeriod.start or issued`,
    }
  }
  return readTestDate(written)
}

function notesOf(observation: Json): string | null {
  const notes = objects(observation.note)
    .map((note) => text(note.text))
    .filter((note) => note !== null)
  return notes.length > 0 ? notes.join('\n') : null
}

/** Parses a Bundle, given as parsed JSON or as the file's text. */
export function parseFhirBundle(json: unknown): LabFileParse {
  let bundle = json
  if (typeof json === 'string') {
    try {
      bundle = JSON.parse(json.replace(/^\uFEFF/, ''))
    } catch {
      return fileProblem('The file is not valid JSON, so it cannot be a FHIR bundle')
    }
  }
  if (!isObject(bundle)) return fileProblem('The file is not a FHIR Bundle (it holds no JSON object)')
  if (bundle.resourceType !== 'Bundle') {
    const kind = text(bundle.resourceType)
    return fileProblem(
      kind ? `The file is a FHIR ${kind}, not a Bundle of results` : 'The file is not a FHIR Bundle (it has no resourceType)'
    )
  }
  const entries = Array.isArray(bundle.entry) ? bundle.entry : []
  if (entries.length === 0) return fileProblem('The bundle has no entries')

  const result: LabFileParse = { rows: [], errors: [], skipped: [] }
  entries.forEach((entry: unknown, index) => {
    const row = index + 1
    const where = `Entry ${row}`
    const resource = isObject(entry) && isObject(entry.resource) ? entry.resource : null
    if (!resource) {
      result.skipped.push({ row, where, reason: 'no resource' })
      return
    }
    if (resource.resourceType !== 'Observation') {
      result.skipped.push({ row, where, reason: `a ${text(resource.resourceType) ?? 'resource of no type'}, not a lab result` })
      return
    }
    const name = nameOf(resource.code)
    const voided = VOID_STATUSES.get(text(resource.status) ?? '')
    if (voided) {
      result.skipped.push({ row, where, reason: `${name ?? 'an observation'} ${voided}` })
      return
    }
    readObservation(resource, row, where, name, result)
  })
  return result
}

function readObservation(observation: Json, row: number, where: string, name: string | null, result: LabFileParse) {
  const date = dateOf(observation)
  const notes = notesOf(observation)
  const components = objects(observation.component)
  // An Observation with components (blood pressure) usually has no value of its own.
  const parts: { holder: Json; where: string; name: string | null; loinc: string | null }[] = []
  if (components.length === 0 || valueOf(observation).ok) {
    parts.push({ holder: observation, where, name, loinc: loincOf(observation.code) })
  }
  components.forEach((component, index) => {
    parts.push({
      holder: component,
      where: `${where}, component ${index + 1}`,
      name: nameOf(component.code),
      loinc: loincOf(component.code),
    })
  })

  for (const part of parts) {
    const problem = (message: string) => result.errors.push({ row, where: part.where, testName: part.name, message })
    if (part.name === null) {
      problem(`${HEALTHCARE_MESSAGES.testNameRequired}: the observation's code has no text or display`)
      continue
    }
    const value = valueOf(part.holder)
    if (!value.ok) {
      problem(value.message)
      continue
    }
    if (!date.ok) {
      problem(date.message)
      continue
    }
    const lab: LabImportRow = {
      row,
      where: part.where,
      testName: part.name,
      loinc: part.loinc,
      value: value.value,
      unit: value.unit,
      referenceRange: rangeOf(part.holder),
      testedAt: date.testedAt,
      notes,
    }
    result.rows.push(lab)
  }
}
