/**
 * Narrowing the store down (issue 15): to the supplements of the person's plan, a health goal,
 * a category, and a name typed in the search. Pure, so the card list and its count agree.
 */
import { HEALTH_GOALS, HEALTH_GOAL_LABELS, normalizeName, type HealthGoal } from '@dosewise/sync-protocol'
import type { RefSupplement } from '../../db/types'

export interface ShopFilter {
  search: string
  /** Only the supplements of the latest assessment's plan. */
  planOnly: boolean
  /** '' for every goal. */
  goal: HealthGoal | ''
  /** '' for every category. */
  category: string
}

export const NO_FILTER: ShopFilter = { search: '', planOnly: false, goal: '', category: '' }

export const isFiltered = (filter: ShopFilter) =>
  filter.search.trim() !== '' || filter.planOnly || filter.goal !== '' || filter.category !== ''

/** The goals and categories the store's supplements have, in a stable order (the choices offered). */
export function filterChoices(supplements: readonly RefSupplement[]) {
  const goals = HEALTH_GOALS.filter((goal) => supplements.some((supplement) => supplement.goals.includes(goal))).map((goal) => ({
    value: goal,
    label: HEALTH_GOAL_LABELS[goal],
  }))
  const categories = [...new Set(supplements.map((supplement) => supplement.category))].sort((a, b) => a.localeCompare(b))
  return { goals, categories }
}

function matchesName(supplement: RefSupplement, search: string): boolean {
  const wanted = normalizeName(search)
  if (wanted === '') return true
  return [supplement.name, ...supplement.aliases].some((name) => normalizeName(name).includes(wanted))
}

export function applyFilter(supplements: readonly RefSupplement[], filter: ShopFilter, planIds: ReadonlySet<number>): RefSupplement[] {
  return supplements.filter(
    (supplement) =>
      (!filter.planOnly || planIds.has(supplement.id)) &&
      (filter.goal === '' || supplement.goals.includes(filter.goal)) &&
      (filter.category === '' || supplement.category === filter.category) &&
      matchesName(supplement, filter.search)
  )
}
