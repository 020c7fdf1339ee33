/**
 * The insights' input from the device's records: each day's journal scores (the day's entries
 * averaged), and each day each supplement was taken — a dose marked taken, or the supplement
 * named in that day's journal (its catalogue name or an alias, in sync-protocol's normal form).
 */
import { entryScores, normalizeName, type DayScores, type Dose, type InsightInput, type JournalEntry } from '@dosewise/sync-protocol'
import type { RefSupplement } from '../../db/types'
import { localDay } from '../../lib/dates'

export function insightInput(
  entries: readonly Pick<JournalEntry, 'date' | 'mood' | 'energy' | 'sleep' | 'stress' | 'supplementsTaken'>[],
  doses: readonly Pick<Dose, 'supplementId' | 'date' | 'status'>[],
  supplements: readonly Pick<RefSupplement, 'id' | 'name' | 'aliases'>[]
): InsightInput {
  const byName = new Map<string, number>()
  for (const supplement of supplements)
    for (const name of [supplement.name, ...supplement.aliases]) byName.set(normalizeName(name), supplement.id)

  const perDay = new Map<string, DayScores[]>()
  const taken = new Map<string, { day: string; supplementId: number }>()
  for (const entry of entries) {
    const day = localDay(new Date(entry.date))
    const scores = entryScores(entry)
    if (scores) perDay.set(day, [...(perDay.get(day) ?? []), { day, ...scores }])
    for (const name of entry.supplementsTaken) {
      const supplementId = byName.get(normalizeName(name))
      if (supplementId !== undefined) taken.set(`${day}:${supplementId}`, { day, supplementId })
    }
  }
  for (const dose of doses)
    if (dose.status === 'taken') taken.set(`${dose.date}:${dose.supplementId}`, { day: dose.date, supplementId: dose.supplementId })

  const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  const days = [...perDay.entries()].map(([day, scores]) => ({
    day,
    wellbeing: average(scores.map((s) => s.wellbeing)),
    energy: average(scores.map((s) => s.energy)),
    sleep: average(scores.map((s) => s.sleep)),
    stress: average(scores.map((s) => s.stress)),
  }))
  const names = new Map(supplements.map((s) => [s.id, s.name]))
  return { days, taken: [...taken.values()], nameOf: (id) => names.get(id) ?? `supplement #${id}` }
}
