import { Info } from 'lucide-react'

/**
 * The knowledge base marks these figures as illustrative (api/database/data/professions.json
 * `note`, ADR 0006); the screen says so in the same words rather than passing them off as
 * measurements.
 */
export function IllustrativeDataNote() {
  return (
    <div
      role="note"
      aria-label="About these figures"
      className="flex items-start gap-2 rounded-lg border bg-muted p-4 text-sm text-muted-foreground"
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        These are illustrative sample figures, seeded for the first release. They will be replaced by aggregated, anonymised user data once
        enough users opt in.
      </p>
    </div>
  )
}
