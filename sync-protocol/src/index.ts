/**
 * @dosewise/sync-protocol — the contract the PWA and the API both speak: enums and limits from
 * the spec, zod schemas for every entity and payload, validation-error shaping and ids.
 * Pure code, no I/O. Consumers import from here only.
 */
export * from './enums.js'
export * from './limits.js'
export * from './ids.js'
export * from './errors.js'
export * from './input/storable.js'
export * from './input/json-depth.js'
export * from './input/json-size.js'
export * from './schemas/fields.js'
export * from './schemas/auth.js'
export * from './schemas/supplements.js'
export * from './schemas/assessment.js'
export * from './schemas/interactions.js'
export * from './schemas/affiliate.js'
export * from './schemas/journal.js'
export * from './schemas/notifications.js'
export * from './schemas/community.js'
export * from './schemas/forum-views.js'
export * from './schemas/success-stories.js'
export * from './schemas/peer-insights.js'
export * from './schemas/shop.js'
export * from './shop/orders.js'
export * from './schemas/healthcare.js'
export * from './schemas/integrations.js'
export * from './schemas/reference.js'
export * from './schemas/admin-catalogue.js'
export * from './schemas/stack.js'
export * from './schemas/doses.js'
export * from './schemas/appointments.js'
export * from './schemas/reports.js'
export * from './schemas/account.js'
export * from './schemas/admin-users.js'
export * from './schemas/admin-dashboard.js'
export * from './schemas/admin-queue.js'
export * from './schemas/feature-flags.js'
export * from './account/device-name.js'
export * from './doses/day-doses.js'
export * from './doses/rota.js'
export * from './progress/scores.js'
export * from './progress/weekly.js'
export * from './insights/insights.js'
export * from './calendar/appointment-ics.js'
export * from './vocabulary.js'
export { normalizeName } from './matching/normalize-name.js'
export { buildNameIndex } from './matching/name-index.js'
export type { NameIndex, NamedMedication, NamedMedicationClass, NamedSupplement } from './matching/name-index.js'
export { resolveMedications, resolveSupplements, resolveMedicationKeys, resolveSupplementKeys } from './matching/resolve.js'
export { findInteractions, checkInteractions, compareInteractions } from './matching/find-interactions.js'
export type {
  InteractionRow,
  InteractionMatch,
  InteractionQueryTerms,
  MatchedVia,
  UncheckedName,
  InteractionCheck,
} from './matching/find-interactions.js'
export { buildInteractionCatalogue, searchInteractionCatalogue, checkInteractionCatalogue } from './matching/catalogue.js'
export type { CatalogueInput, InteractionCatalogue, CatalogueCheck } from './matching/catalogue.js'
export { completeName, COMPLETE_MIN_LENGTH } from './matching/complete-name.js'
export type { Completion } from './matching/complete-name.js'
export * from './sync/envelope.js'
export * from './sync/registry.js'
export * from './sync/field-kinds.js'
export * from './sync/merge.js'
export * from './sync/lab-status.js'
export * from './sync/pull-page.js'
export * from './engine/plan.js'
export { prepareReference } from './engine/prepare.js'
export type { EngineReference, PreparedReference } from './engine/prepare.js'
export { recommend, budgetCeilingCents, MAX_PLAN_ITEMS } from './engine/recommend.js'
export type { RecommendOptions } from './engine/recommend.js'
export { splitList } from './engine/profile.js'
export type { EngineAssessment, EnginePersonalRecords, EnginePrescription, EngineLabResult } from './engine/profile.js'
export { slotLabel, slotTime, scheduleNote } from './engine/timetable.js'
export { parseEntries, parseEntry, splitEntries, suggestFor, describeResolved, classNoun } from './matching/parse-entries.js'
export type { ParsedEntry, ResolvedName, Suggestion, UnrecognisedPart, EntryField, ResolvedKind } from './matching/parse-entries.js'
export { editDistance } from './matching/fuzzy.js'
export {
  readPersonSafety,
  readMedicine,
  medicineKeys,
  findingsFor,
  findingsForSupplement,
  describeGap,
  SEVERITY_WORDING,
} from './safety/person-safety.js'
export type {
  PersonSafety,
  SafetySources,
  SafetyPrescription,
  SafetyMedicine,
  SafetySupplement,
  SafetyGap,
  SafetyPair,
  SafetyFinding,
  SafetyCatalogue,
} from './safety/person-safety.js'
