import { Link } from 'react-router'
import { DROWSY_HOURS, type DayDose } from '@dosewise/sync-protocol'
import { Badge, type BadgeVariant } from '../../ui/badge'
import { Button } from '../../ui/button'
import { formatDateTime, formatTimeOfDay } from '../../lib/dates'
import { cn } from '../../ui/cn'

export interface DoseRowProps {
  dose: DayDose
  name: string
  /** The shift a sedating dose comes too close to, if any. */
  drowsyBefore?: 'day' | 'night' | null
  onMark: (status: 'taken' | 'skipped' | 'snoozed') => void
  onUndo: () => void
}

const STATE: Record<DayDose['state'], { label: string; variant: BadgeVariant }> = {
  due: { label: 'Due now', variant: 'info' },
  overdue: { label: 'Overdue', variant: 'warning' },
  upcoming: { label: 'Later today', variant: 'outline' },
  missed: { label: 'Missed', variant: 'secondary' },
  taken: { label: 'Taken', variant: 'success' },
  skipped: { label: 'Skipped', variant: 'secondary' },
  snoozed: { label: 'Snoozed', variant: 'outline' },
}

function timeOf(iso: string) {
  return formatDateTime(iso).split(', ').pop() ?? iso
}

/** One dose of today: what, when, what it is now, and one tap to record it. */
export function DoseRow({ dose, name, drowsyBefore = null, onMark, onUndo }: DoseRowProps) {
  const state = STATE[dose.state]
  const recorded = dose.state === 'taken' || dose.state === 'skipped'
  const note =
    dose.state === 'taken' && dose.record
      ? `at ${timeOf(dose.record.recordedAt)}`
      : dose.state === 'snoozed' && dose.record?.snoozedUntil
        ? `until ${timeOf(dose.record.snoozedUntil)}`
        : null
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-lg border p-3',
        (dose.state === 'due' || dose.state === 'overdue') && 'border-primary bg-primary/5'
      )}
      aria-current={dose.state === 'due' ? 'time' : undefined}
    >
      <div className="w-20 shrink-0 text-sm font-medium tabular-nums">{dose.time ? formatTimeOfDay(dose.time) : 'Any time'}</div>
      <div className="min-w-0 flex-1">
        <Link to={`/supplements/${dose.supplementId}`} className="font-medium hover:underline">
          {name}
        </Link>
        {dose.dosage && <p className="text-sm text-muted-foreground">{dose.dosage}</p>}
        {drowsyBefore && (
          <p className="text-sm font-medium text-amber-800">
            May make you drowsy: it is within {DROWSY_HOURS} hours before your {drowsyBefore} shift. Ask your pharmacist about another time.
          </p>
        )}
      </div>
      <Badge variant={state.variant}>
        {state.label}
        {note && <span className="ml-1 font-normal">{note}</span>}
      </Badge>
      <div className="flex gap-2">
        {recorded ? (
          <Button size="sm" variant="ghost" onClick={onUndo} aria-label={`Undo: ${name} ${state.label.toLowerCase()}`}>
            Undo
          </Button>
        ) : (
          <>
            <Button size="sm" onClick={() => onMark('taken')} aria-label={`Taken: ${name}`}>
              Taken
            </Button>
            <Button size="sm" variant="outline" onClick={() => onMark('skipped')} aria-label={`Skip: ${name}`}>
              Skip
            </Button>
            {dose.time !== null && dose.state !== 'upcoming' && (
              <Button size="sm" variant="outline" onClick={() => onMark('snoozed')} aria-label={`Snooze 30 minutes: ${name}`}>
                Snooze
              </Button>
            )}
          </>
        )}
      </div>
    </li>
  )
}
