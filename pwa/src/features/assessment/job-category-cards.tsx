import { Briefcase, CircleAlert, CircleCheck, GraduationCap, HardHat, Monitor, Palette, Stethoscope, type LucideIcon } from 'lucide-react'
import { JOB_CATEGORIES, PROFESSION_LABELS, type JobCategory } from '@dosewise/sync-protocol'
import { cn } from '../../ui/cn'

const ICONS: Record<JobCategory, LucideIcon> = {
  office: Monitor,
  healthcare: Stethoscope,
  physical: HardHat,
  creative: Palette,
  education: GraduationCap,
  other: Briefcase,
}

export interface JobCategoryCardsProps {
  id: string
  legend: string
  value: string
  onChange: (value: JobCategory) => void
  error?: string
}

/**
 * The job categories as a group of cards — native radios underneath, so arrow keys move between
 * them and a screen reader hears one choice out of six. Marked as ChoiceGroup marks an error.
 */
export function JobCategoryCards({ id, legend, value, onChange, error }: JobCategoryCardsProps) {
  const errorId = `${id}-error`
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend
        data-error={error ? '' : undefined}
        className={cn('mb-2 inline-flex items-center gap-1 text-sm leading-none font-medium', error && 'text-destructive')}
      >
        {error && <CircleAlert aria-hidden="true" className="size-4" />}
        {legend}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {JOB_CATEGORIES.map((category) => {
          const Icon = ICONS[category]
          const checked = value === category
          return (
            <label
              key={category}
              className={cn(
                'flex min-h-16 cursor-pointer items-center gap-3 rounded-lg border-2 bg-card p-4 text-sm font-medium',
                'hover:bg-accent hover:text-accent-foreground',
                'has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                error ? 'border-destructive' : 'border-border'
              )}
            >
              <input
                type="radio"
                className="sr-only"
                id={`${id}-${category}`}
                name={id}
                value={category}
                checked={checked}
                onChange={() => onChange(category)}
                aria-invalid={error ? true : undefined}
                required
              />
              <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
              <span className="flex-1">{PROFESSION_LABELS[category]}</span>
              {/* Chosen is shown by a mark as well as by colour. */}
              {checked && <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />}
            </label>
          )
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
