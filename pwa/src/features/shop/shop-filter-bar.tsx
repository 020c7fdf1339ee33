import { useId } from 'react'
import { HEALTH_GOALS, type HealthGoal } from '@dosewise/sync-protocol'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { controlClassName, Input } from '../../ui/input'
import { Label } from '../../ui/label'
import { NO_FILTER, isFiltered, type ShopFilter } from './shop-filters'

export interface ShopFilterBarProps {
  filter: ShopFilter
  onChange: (filter: ShopFilter) => void
  goals: { value: HealthGoal; label: string }[]
  categories: string[]
  /** How many supplements the person's latest plan has in the store; null without a plan. */
  planCount: number | null
  shown: number
  total: number
}

const isGoal = (value: string): value is HealthGoal => (HEALTH_GOALS as readonly string[]).includes(value)

/**
 * Search and filters of the Shop tab: native controls with visible labels, so they work with a
 * keyboard and read the same in every screen reader; the count of what is shown is announced.
 */
export function ShopFilterBar({ filter, onChange, goals, categories, planCount, shown, total }: ShopFilterBarProps) {
  const id = useId()
  const set = (change: Partial<ShopFilter>) => onChange({ ...filter, ...change })
  return (
    <form
      role="search"
      aria-label="Filter the store"
      className="grid gap-3 rounded-md border bg-card p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-search`}>Search by name</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="e.g. magnesium"
            autoComplete="off"
            value={filter.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-goal`}>Goal</Label>
          <select
            id={`${id}-goal`}
            className={`${controlClassName} h-11`}
            value={filter.goal}
            onChange={(event) => set({ goal: isGoal(event.target.value) ? event.target.value : '' })}
          >
            <option value="">All goals</option>
            {goals.map((goal) => (
              <option key={goal.value} value={goal.value}>
                {goal.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>Category</Label>
          <select
            id={`${id}-category`}
            className={`${controlClassName} h-11`}
            value={filter.category}
            onChange={(event) => set({ category: event.target.value })}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        {planCount === null ? (
          <p className="text-sm text-muted-foreground">Take the assessment to see the supplements of your plan here.</p>
        ) : (
          <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium">
            <Checkbox checked={filter.planOnly} onChange={(event) => set({ planOnly: event.target.checked })} />
            Only my plan ({planCount === 1 ? '1 supplement' : `${planCount} supplements`})
          </label>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <p role="status" className="text-sm text-muted-foreground">
            {shown === total ? `Showing all ${total} supplements` : `Showing ${shown} of ${total} supplements`}
          </p>
          {isFiltered(filter) && (
            <Button type="button" variant="outline" onClick={() => onChange(NO_FILTER)}>
              Clear filters
            </Button>
          )}
        </div>
      </div>
    </form>
  )
}
