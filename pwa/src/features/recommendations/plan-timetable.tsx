import { CircleCheck, Pill, Stethoscope, type LucideIcon } from 'lucide-react'
import type { TimetableEntry, TimetableSlot } from '@dosewise/sync-protocol'
import { DayLine } from './day-line'

const KIND: Record<TimetableEntry['kind'], { label: string; icon: LucideIcon; className: string }> = {
  plan: { label: 'Recommended', icon: Pill, className: 'bg-primary text-primary-foreground' },
  current: { label: 'Already taking', icon: CircleCheck, className: 'bg-secondary text-secondary-foreground' },
  medication: { label: 'Medication', icon: Stethoscope, className: 'bg-info text-info-foreground' },
}

/**
 * The plan's day (issue 6): each moment with its time and what to take then — the plan's
 * supplements, what the person already takes and their medicines, told apart by word and icon.
 */
export function PlanTimetable({ timetable, scheduleNote }: { timetable: readonly TimetableSlot[]; scheduleNote: string }) {
  if (timetable.length === 0) return null
  return (
    <section aria-labelledby="timetable-title" className="grid gap-3">
      <div>
        <h2 id="timetable-title" className="text-xl font-semibold">
          Your Daily Timetable
        </h2>
        <p className="text-sm text-muted-foreground">{scheduleNote}</p>
      </div>
      <DayLine times={timetable.map((slot) => slot.time)} />
      <ol aria-label="Daily timetable" className="grid gap-0">
        {timetable.map((slot, index) => (
          <li key={slot.slot} className="relative grid grid-cols-[4rem_1fr] gap-3 pb-5 last:pb-0">
            {/* The vertical day line joining the moments; decorative. */}
            {index < timetable.length - 1 && (
              <span aria-hidden="true" className="absolute top-5 bottom-0 left-[5.0625rem] w-0.5 bg-border" />
            )}
            <time dateTime={slot.time} className="pt-0.5 text-lg font-semibold tabular-nums">
              {slot.time}
            </time>
            <div className="relative grid gap-2 pl-6">
              <span aria-hidden="true" className="absolute top-2 left-0 size-3 rounded-full border-2 border-primary bg-background" />
              <h3 className="font-medium">{slot.label}</h3>
              <ul className="grid gap-2">
                {slot.entries.map((entry) => {
                  const kind = KIND[entry.kind]
                  return (
                    <li key={`${entry.kind}-${entry.name}`} className="grid gap-0.5 text-sm">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{entry.name}</span>
                        <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${kind.className}`}>
                          <kind.icon aria-hidden="true" className="size-3.5" />
                          {kind.label}
                        </span>
                      </span>
                      {entry.note && <span className="text-xs text-muted-foreground">{entry.note}</span>}
                    </li>
                  )
                })}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
