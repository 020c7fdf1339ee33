/**
 * The daily timetable: when to take each item, on the person's own clock. The day has five
 * moments counted from waking (night workers' "morning" is when they wake in the afternoon);
 * each supplement goes to the moment its timing rules prefer, or the nearest one that keeps the
 * spacing its rules ask for (thyroid medicine four hours from calcium and iron, iron two hours
 * from calcium …). Items are placed strongest first; what cannot be spaced is said.
 */
import type { WorkHours } from '../enums.js'
import { normalizeName } from '../matching/normalize-name.js'
import type { ReferenceSupplement, TimetableSlotKey } from '../schemas/reference.js'
import { TIMETABLE_SLOTS } from '../schemas/reference.js'
import type { PlanWarning, TimetableEntry, TimetableSlot } from './plan.js'
import type { PersonMedication } from './profile.js'

/** Minutes after waking. Bedtime is half an hour before an eight-hour sleep. */
const OFFSET: Record<TimetableSlotKey, number> = { waking: 0, breakfast: 30, midday: 300, evening: 660, bedtime: 930 }
const WAKE_AT: Record<WorkHours, number> = { day: 7 * 60, parttime: 7 * 60, irregular: 7 * 60, rotating: 7 * 60, night: 16 * 60 }

const DAY_LABELS: Record<TimetableSlotKey, string> = {
  waking: 'On waking, before breakfast',
  breakfast: 'With breakfast',
  midday: 'With lunch',
  evening: 'With dinner',
  bedtime: 'Before bed',
}
const NIGHT_LABELS: Record<TimetableSlotKey, string> = {
  waking: 'On waking in the afternoon (your morning)',
  breakfast: 'With your first meal after waking',
  midday: 'With your meal before your shift',
  evening: 'With your mid-shift meal',
  bedtime: 'Before your daytime sleep',
}

const SCHEDULE_NOTES: Record<WorkHours, string> = {
  day: 'Times assume you wake at about 07:00; move them with your day, keeping the gaps.',
  parttime: 'Times assume you wake at about 07:00; move them with your day, keeping the gaps.',
  night:
    "You work nights, so your 'morning' is when you wake: times assume you sleep from about 08:00 to 16:00. Keep the same order counted from when you wake.",
  rotating:
    'You work rotating shifts: times are for day-shift weeks (waking about 07:00). On night-shift weeks keep the same order and gaps, counted from when you wake.',
  irregular: 'Your hours vary: times assume waking at about 07:00. Keep the same order and gaps, counted from when you wake.',
}

export function scheduleNote(workHours: WorkHours): string {
  return SCHEDULE_NOTES[workHours]
}

export function slotLabel(workHours: WorkHours, slot: TimetableSlotKey): string {
  return (workHours === 'night' ? NIGHT_LABELS : DAY_LABELS)[slot]
}

function clockTime(workHours: WorkHours, slot: TimetableSlotKey): string {
  const minutes = (WAKE_AT[workHours] + OFFSET[slot]) % (24 * 60)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}
// Five moments for each kind of working hours: written once, not for every plan.
const SLOT_TIMES = Object.fromEntries(
  (Object.keys(WAKE_AT) as WorkHours[]).map((hours) => [
    hours,
    Object.fromEntries(TIMETABLE_SLOTS.map((slot) => [slot, clockTime(hours, slot)])),
  ])
) as Record<WorkHours, Record<TimetableSlotKey, string>>

export function slotTime(workHours: WorkHours, slot: TimetableSlotKey): string {
  return SLOT_TIMES[workHours][slot]
}

/** The moment a supplement's own timing rules prefer. */
export function preferredSlot(supplement: ReferenceSupplement): TimetableSlotKey {
  const rules = supplement.timingRules
  switch (rules?.timeOfDay ?? 'any') {
    case 'bedtime':
      return 'bedtime'
    case 'evening':
      return 'evening'
    case 'midday':
      return 'midday'
    case 'morning':
      return rules?.withFood === false ? 'waking' : 'breakfast'
    default:
      return 'breakfast'
  }
}

/** What of a supplement's own rules the timetable reads, worked out once per supplement. */
interface TimingFacts {
  /** Moments it may move to, nearest to the preferred first. */
  allowed: readonly TimetableSlotKey[]
  /** Its name in normal form, for other supplements' spacing rules. */
  key: string
  /** Its `separateFrom` rules with their names in normal form. */
  separateFrom: readonly SpacingRule[]
}

export interface SpacingRule {
  hours: number
  why: string | null
  /** Normalized names of the medicines and classes it applies to (as `PersonMedication.keys`). */
  medications: readonly string[]
  /** Normalized names of the supplements it applies to. */
  supplements: readonly string[]
}

// A supplement's timing facts depend on its own rules only: worked out once per supplement object
// (a new reference snapshot brings new objects), not sorted and normalized again for every plan.
const factsCache = new WeakMap<ReferenceSupplement, TimingFacts>()

function timingFacts(supplement: ReferenceSupplement): TimingFacts {
  let facts = factsCache.get(supplement)
  if (!facts) {
    facts = {
      allowed: computeAllowedSlots(supplement),
      key: normalizeName(supplement.name),
      separateFrom: (supplement.timingRules?.separateFrom ?? []).map((rule) => ({
        hours: rule.hours,
        why: rule.why ?? null,
        medications: rule.medications.map(normalizeName),
        supplements: rule.supplements.map(normalizeName),
      })),
    }
    factsCache.set(supplement, facts)
  }
  return facts
}

/** A supplement's rules for keeping apart from medicines and other supplements, names normalized. */
export function spacingRules(supplement: ReferenceSupplement): readonly SpacingRule[] {
  return timingFacts(supplement).separateFrom
}

/** Moments a supplement may move to: sleep aids stay late, morning items stay early. */
function computeAllowedSlots(supplement: ReferenceSupplement): TimetableSlotKey[] {
  const preferred = preferredSlot(supplement)
  const allowed = TIMETABLE_SLOTS.filter((slot) => {
    if (preferred === 'bedtime') return slot === 'bedtime' || slot === 'evening'
    if (slot === 'bedtime') return false
    if (supplement.timingRules?.timeOfDay === 'morning') return slot !== 'evening'
    return true
  })
  return allowed.sort((a, b) => Math.abs(OFFSET[a] - OFFSET[preferred]) - Math.abs(OFFSET[b] - OFFSET[preferred]))
}

export type Placeable = { kind: 'plan' | 'current'; supplement: ReferenceSupplement } | { kind: 'medication'; medication: PersonMedication }

interface Placed {
  item: Placeable
  slot: TimetableSlotKey
}

const nameOf = (item: Placeable) => (item.kind === 'medication' ? item.medication.text : item.supplement.name)

/** Whether a medicine the person takes reaches any of these normalized names. */
export function takesAny(medication: PersonMedication, names: readonly string[]): boolean {
  for (const name of names) if (medication.keys.has(name)) return true
  return false
}

/** Hours `a`'s rules ask to keep between it and `b` (0: none). */
function ruleHours(a: Placeable, b: Placeable): number {
  if (a.kind === 'medication') return 0
  let hours = 0
  for (const rule of timingFacts(a.supplement).separateFrom) {
    if (rule.hours <= hours) continue
    if (b.kind === 'medication' ? takesAny(b.medication, rule.medications) : rule.supplements.includes(timingFacts(b.supplement).key))
      hours = rule.hours
  }
  return hours
}

/** Hours to keep between `a` and `b`: the longer of what either's rules ask. */
export function gapHours(a: Placeable, b: Placeable): number {
  return Math.max(ruleHours(a, b), ruleHours(b, a))
}

export interface TimetableResult {
  slots: Map<Placeable, TimetableSlotKey>
  timetable: TimetableSlot[]
  warnings: PlanWarning[]
}

/**
 * Places medicines with a label-fixed time first (they do not move), then the plan's items in
 * the order given (strongest first), then what the person already takes.
 */
export function buildTimetable(workHours: WorkHours, items: readonly Placeable[]): TimetableResult {
  const placed: Placed[] = []
  const warnings: PlanWarning[] = []
  const fits = (item: Placeable, slot: TimetableSlotKey) => {
    for (const other of placed) if (Math.abs(OFFSET[slot] - OFFSET[other.slot]) < gapHours(item, other.item) * 60) return false
    return true
  }

  for (const item of items) {
    if (item.kind === 'medication') {
      if (item.medication.timing) placed.push({ item, slot: item.medication.timing.slot })
      continue
    }
    let slot: TimetableSlotKey | undefined
    for (const candidate of timingFacts(item.supplement).allowed) {
      if (!fits(item, candidate)) continue
      slot = candidate
      break
    }
    if (slot) {
      placed.push({ item, slot })
      continue
    }
    const fallback = preferredSlot(item.supplement)
    placed.push({ item, slot: fallback })
    for (const other of placed) {
      if (other.item === item) continue
      const hours = gapHours(item, other.item)
      if (Math.abs(OFFSET[fallback] - OFFSET[other.slot]) >= hours * 60) continue
      warnings.push({
        kind: 'timing',
        severity: 'caution',
        message: `${nameOf(item)} should be taken at least ${hours} hours apart from ${nameOf(other.item)}, and your day leaves no room for that here. Ask your pharmacist how to space them.`,
        supplementIds: [item.supplement.id],
      })
    }
  }

  const slots = new Map<Placeable, TimetableSlotKey>()
  for (const p of placed) slots.set(p.item, p.slot)
  const timetable: TimetableSlot[] = []
  for (const slot of TIMETABLE_SLOTS) {
    let entries: TimetableEntry[] | null = null
    for (const p of placed) if (p.slot === slot) (entries ??= []).push(entryOf(p.item))
    if (entries) timetable.push({ slot, time: slotTime(workHours, slot), label: slotLabel(workHours, slot), entries })
  }
  return { slots, timetable, warnings }
}

function entryOf(item: Placeable): TimetableEntry {
  if (item.kind === 'medication') {
    return { kind: 'medication', name: item.medication.text, supplementId: null, note: item.medication.timing?.note ?? null }
  }
  const note = item.supplement.timingRules?.withFood === true ? 'With food' : null
  return { kind: item.kind, name: item.supplement.name, supplementId: item.supplement.id, note }
}
