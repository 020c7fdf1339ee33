/**
 * The person's safety on this device: sync-protocol's `readPersonSafety` fed with everything
 * they take from the local database — active prescriptions, the medicines and supplements typed
 * in their latest assessment, their stack, and what their journal says they took in the last
 * 30 days. 'My interactions', a supplement's page, the shop and the dashboard all read it here,
 * so they always agree with each other and with the plan (the engine reads the same way).
 */
import { useMemo } from 'react'
import {
  buildInteractionCatalogue,
  readPersonSafety,
  type InteractionCatalogue,
  type JournalEntry,
  type PersonSafety,
  type ReferenceInteraction,
} from '@dosewise/sync-protocol'
import { useJournalEntries, useLatestAssessment, usePrescriptions, useReferenceData, useStack, type ReferenceData } from '../db/hooks'

/** Journal entries this recent count as what the person takes now. */
export const CURRENT_SUPPLEMENT_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export type SafetyCatalogue = InteractionCatalogue<ReferenceInteraction>

export interface PersonSafetyView {
  catalogue: SafetyCatalogue
  safety: PersonSafety<ReferenceInteraction>
}

// A snapshot version names one content (its hash), so one catalogue per version is always right.
let cached: { version: string; catalogue: SafetyCatalogue } | null = null

/** What the catalogue is built from: the snapshot's version, names and rows. */
export type SafetyReference = Pick<ReferenceData, 'version' | 'supplements' | 'interactions' | 'medications' | 'classes'>

export function safetyCatalogue(reference: SafetyReference): SafetyCatalogue {
  if (cached?.version !== reference.version) cached = { version: reference.version, catalogue: buildInteractionCatalogue(reference) }
  return cached.catalogue
}

/** Names ticked in journal entries of the last 30 days, newest first, each once. */
export function recentJournalSupplements(entries: readonly JournalEntry[], now: number): string[] {
  const since = now - CURRENT_SUPPLEMENT_DAYS * DAY_MS
  const recent = entries.filter((entry) => Date.parse(entry.date) >= since).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
  return [...new Set(recent.flatMap((entry) => entry.supplementsTaken))]
}

/** undefined while the records load; null before the reference data was ever downloaded. */
export function usePersonSafety(): PersonSafetyView | null | undefined {
  const reference = useReferenceData()
  const prescriptions = usePrescriptions()
  const entries = useJournalEntries()
  const stack = useStack()
  const latest = useLatestAssessment()
  return useMemo(() => {
    if (reference === null) return null
    if (reference === undefined || !prescriptions || !entries || !stack || latest === undefined) return undefined
    const catalogue = safetyCatalogue(reference)
    const byId = new Map(reference.supplements.map((s) => [s.id, s.name]))
    const now = Date.now()
    const safety = readPersonSafety(catalogue, {
      prescriptions,
      assessment: latest?.assessment ?? null,
      // A stack item the snapshot does not list has no name to check.
      stack: stack.flatMap((item) => byId.get(item.supplementId) ?? []),
      journal: recentJournalSupplements(entries, now),
      now,
    })
    return { catalogue, safety }
  }, [reference, prescriptions, entries, stack, latest])
}
