import { Briefcase, CircleCheck, GraduationCap, HardHat, Monitor, Palette, Stethoscope, type LucideIcon } from 'lucide-react'
import { JOB_CATEGORIES, PROFESSION_LABELS, type JobCategory } from '@dosewise/sync-protocol'
import { cn } from '../../ui/cn'
import { FieldsetFrame } from '../../ui/fieldset-frame'

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
  return (
    <FieldsetFrame id={id} legend={legend} error={error} required>
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
    </FieldsetFrame>
  )
}
