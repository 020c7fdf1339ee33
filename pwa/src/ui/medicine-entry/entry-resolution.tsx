import { CircleCheck, CircleHelp } from 'lucide-react'
import { describeResolved, normalizeName, type ParsedEntry, type Suggestion } from '@dosewise/sync-protocol'
import { cn } from '../cn'

/** 'coumadin (Warfarin)', or just 'Warfarin' when that is the spelling. */
export function suggestionLabel(s: Suggestion): string {
  return normalizeName(s.label) === normalizeName(s.name) ? s.name : `${s.label} (${s.name})`
}

export interface EntryResolutionProps {
  parsed: ParsedEntry
  /** Replaces the unrecognised words with a suggested spelling. */
  onChoose: (words: string, spelling: string) => void
  className?: string
}

/**
 * What an entry resolved to ("coumadin → warfarin, anticoagulant"), and what was not
 * recognised, with a "Did you mean" button per near spelling. A near spelling is only offered:
 * the person chooses it.
 */
export function EntryResolution({ parsed, onChoose, className }: EntryResolutionProps) {
  if (parsed.status === 'none') return <p className={cn('text-sm text-muted-foreground', className)}>Nothing to check</p>
  return (
    <div className={cn('grid gap-1 text-sm', className)}>
      {parsed.resolved.map((item) => (
        <p key={`${item.kind}:${item.name}`} className="flex items-start gap-1.5">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>{describeResolved(item)}</span>
        </p>
      ))}
      {parsed.unrecognised.map((part) => (
        <div key={part.text} className="grid gap-1">
          <p className="flex items-start gap-1.5 font-medium text-warning">
            <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Not recognised: “{part.text}” — it cannot be checked for interactions.</span>
          </p>
          {part.suggestions.length > 0 && (
            <p className="flex flex-wrap items-center gap-1.5 pl-5.5">
              <span>Did you mean</span>
              {part.suggestions.map((s) => (
                <button
                  key={`${s.kind}:${s.name}:${s.label}`}
                  type="button"
                  className="min-h-8 rounded-md border border-input bg-background px-2 font-medium underline-offset-2 hover:underline"
                  onClick={() => onChoose(part.text, s.label)}
                >
                  {suggestionLabel(s)}
                </button>
              ))}
              <span aria-hidden="true">?</span>
            </p>
          )}
        </div>
      ))}
    </div>
  )
}
