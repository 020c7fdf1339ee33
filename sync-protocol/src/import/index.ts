/**
 * Lab results from files (issue 14): FHIR R4 bundles and CSV, unit conversions and the import
 * plan. A subpath of its own (`@dosewise/sync-protocol/import`) so that the CSV parser is
 * bundled only with the screen that imports files, not with every screen that uses the contract.
 */
export { parseFhirBundle } from './fhir-bundle.js'
export { parseLabCsv } from './lab-csv.js'
export { planLabImport, ALREADY_SAVED } from './plan-lab-import.js'
export type { LabToAdd, LabDuplicate, LabImportPlan, ExistingLabResult, LabResultFields } from './plan-lab-import.js'
export type { LabImportRow, LabImportProblem, LabImportSkip, LabFileParse } from './lab-rows.js'
export { LAB_UNIT_CONVERSIONS } from './lab-units.js'
export type { LabUnitConversion } from './lab-units.js'
