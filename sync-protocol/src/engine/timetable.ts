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

export function slotTime(workHours: WorkHours, slot: TimetableSlotKey): string {
  const minutes = (WAKE_AT[workHours] + OFFSET[slot]) % (24 * 60)
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
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

// A supplement's allowed moments depend on its own rules only: worked out once per supplement
// object (a new reference snapshot brings new objects), not sorted again for every plan.
const allowedCache = new WeakMap<ReferenceSupplement, readonly TimetableSlotKey[]>()

/** Moments a supplement may move to: sleep aids stay late, morning items stay early. */
function allowedSlots(supplement: ReferenceSupplement): readonly TimetableSlotKey[] {
  let allowed = allowedCache.get(supplement)
  if (!allowed) {
    allowed = computeAllowedSlots(supplement)
    allowedCache.set(supplement, allowed)
  }
  return allowed
}

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

/** Hours `a`'s rules ask to keep between it and `b` (0: none). */
function gapRule(a: Placeable, b: Placeable): { hours: number; why: string | null } {
  if (a.kind === 'medication') return { hours: 0, why: null }
  let found = { hours: 0, why: null as string | null }
  for (const rule of a.supplement.timingRules?.separateFrom ?? []) {
    const applies =
      b.kind === 'medication'
        ? rule.medications.some((name) => b.medication.keys.has(normalizeName(name)))
        : rule.supplements.some((name) => normalizeName(name) === normalizeName(b.supplement.name))
    if (applies && rule.hours > found.hours) found = { hours: rule.hours, why: rule.why ?? null }
  }
  return found
}

export function gapBetween(a: Placeable, b: Placeable): { hours: number; why: string | null } {
  const one = gapRule(a, b)
  const other = gapRule(b, a)
  return one.hours >= other.hours ? one : other
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
  const fits = (item: Placeable, slot: TimetableSlotKey) =>
    placed.every((other) => Math.abs(OFFSET[slot] - OFFSET[other.slot]) >= gapBetween(item, other.item).hours * 60)

  for (const item of items) {
    if (item.kind === 'medication') {
      if (item.medication.timing) placed.push({ item, slot: item.medication.timing.slot })
      continue
    }
    const candidates = allowedSlots(item.supplement)
    const slot = candidates.find((candidate) => fits(item, candidate))
    if (slot) {
      placed.push({ item, slot })
      continue
    }
    const fallback = preferredSlot(item.supplement)
    placed.push({ item, slot: fallback })
    const clashes = placed.filter(
      (other) => other.item !== item && Math.abs(OFFSET[fallback] - OFFSET[other.slot]) < gapBetween(item, other.item).hours * 60
    )
    for (const other of clashes) {
      const { hours } = gapBetween(item, other.item)
      warnings.push({
        kind: 'timing',
        severity: 'caution',
        message: `${nameOf(item)} should be taken at least ${hours} hours apart from ${nameOf(other.item)}, and your day leaves no room for that here. Ask your pharmacist how to space them.`,
        supplementIds: [item.supplement.id],
      })
    }
  }

  const slots = new Map(placed.map((p) => [p.item, p.slot]))
  const timetable: TimetableSlot[] = TIMETABLE_SLOTS.map((slot) => ({
    slot,
    time: slotTime(workHours, slot),
    label: slotLabel(workHours, slot),
    entries: placed.filter((p) => p.slot === slot).map((p) => entryOf(p.item)),
  })).filter((slot) => slot.entries.length > 0)
  return { slots, timetable, warnings }
}

function entryOf(item: Placeable): TimetableEntry {
  if (item.kind === 'medication') {
    return { kind: 'medication', name: item.medication.text, supplementId: null, note: item.medication.timing?.note ?? null }
  }
  const note = item.supplement.timingRules?.withFood === true ? 'With food' : null
  return { kind: item.kind, name: item.supplement.name, supplementId: item.supplement.id, note }
}
