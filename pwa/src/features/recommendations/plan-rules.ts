/**
 * What the recommendations screen derives from a plan: money as the spec shows it on
 * recommendations (whole dollars, §9), what the footer buttons write (the stack, the reminder
 * times) and where Shop Supplements goes. Pure, so the rules are tested without a screen.
 */
import type { Plan, PlanItem, PlanWarning, Priority, StackItem } from '@dosewise/sync-protocol'

/** Cents as whole dollars (spec §9: prices on recommendations are divided by 100 and rounded). */
export function wholeDollars(cents: number): string {
  return `$${Math.round(cents / 100)}`
}

/** The estimated monthly cost: the sum of the items' prices (spec §2), in cents. */
export function monthlyCostCents(items: readonly PlanItem[]): number {
  return items.reduce((sum, item) => sum + item.priceCents, 0)
}

export function countByPriority(items: readonly PlanItem[], priority: Priority): number {
  return items.filter((item) => item.priority === priority).length
}

/** The clock time of an item's moment of the day, from the plan's own timetable. */
export function timeOfItem(plan: Plan, item: PlanItem): string | null {
  return plan.timetable.find((slot) => slot.slot === item.slot)?.time ?? null
}

/** What 'Save Recommendations' puts in the stack: each item with its dose and its time. */
export function stackAdditionsOf(plan: Plan) {
  return plan.items.map((item) => ({ supplementId: item.supplementId, dosage: item.dosage, time: timeOfItem(plan, item) }))
}

/** The times worth a reminder: the moments that hold something of the plan, earliest first, once each. */
export function reminderTimesOf(plan: Plan): string[] {
  const times = plan.timetable.filter((slot) => slot.entries.some((entry) => entry.kind === 'plan')).map((slot) => slot.time)
  return [...new Set(times)].sort()
}

/** The shop, with the plan's supplements to put forward (it reads `items`). */
export function shoppingPathOf(plan: Plan): string {
  return `/shopping?items=${plan.items.map((item) => item.supplementId).join(',')}`
}

/** True when every item of this plan is in the current stack, saved from this assessment. */
export function isSavedAsStack(
  plan: Plan,
  stack: readonly Pick<StackItem, 'supplementId' | 'assessmentId'>[],
  assessmentId: string
): boolean {
  if (plan.items.length === 0) return false
  return plan.items.every((item) => stack.some((s) => s.supplementId === item.supplementId && s.assessmentId === assessmentId))
}

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? ''
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

const SEVERITY_ORDER: PlanWarning['severity'][] = ['major', 'moderate', 'minor', 'caution']

/** Most severe first; the engine's order within a severity. */
export function bySeverity(warnings: readonly PlanWarning[]): PlanWarning[] {
  return [...warnings].sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity))
}
