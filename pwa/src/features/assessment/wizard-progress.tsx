import { Clock } from 'lucide-react'
import { ESTIMATED_MINUTES } from './assessment-steps'

/** 'Step N of 4', the estimated time and a progress bar (spec §2, §9). */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const percent = Math.round((step / total) * 100)
  const label = `Step ${step} of ${total}`
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium">{label}</p>
        <p className="inline-flex items-center gap-1 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          Estimated time: {ESTIMATED_MINUTES} minutes
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Assessment progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
