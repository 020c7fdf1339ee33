const DAY_MINUTES = 24 * 60
const TICKS = ['00:00', '06:00', '12:00', '18:00', '24:00']

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * The day at a glance: a 24-hour line with a mark at each moment of the timetable. Decorative —
 * the list below it says the same in words — so it is hidden from screen readers.
 */
export function DayLine({ times }: { times: readonly string[] }) {
  return (
    <div aria-hidden="true" className="rounded-lg border bg-card px-4 pt-4 pb-2">
      <div className="relative h-3 rounded-full bg-muted">
        {times.map((time) => (
          <span
            key={time}
            title={time}
            className="absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-primary"
            style={{ left: `${(minutesOf(time) / DAY_MINUTES) * 100}%` }}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-muted-foreground tabular-nums">
        {TICKS.map((tick) => (
          <span key={tick}>{tick}</span>
        ))}
      </div>
    </div>
  )
}
