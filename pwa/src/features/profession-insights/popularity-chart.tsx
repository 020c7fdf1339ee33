import { useId } from 'react'
import { formatUsers, type RankedSupplement } from '../../lib/profession-ranking'

export interface PopularityChartProps {
  professionLabel: string
  supplements: RankedSupplement[]
}

const percent = (value: number) => `${Math.round(Math.min(Math.max(value, 0), 100))}%`

/**
 * Popularity as horizontal bars on a 0–100 % scale (a share of the profession, so the bars
 * are not stretched to the largest one). The bars are drawn for the eye; screen readers get
 * the same figures as a table instead of a picture they cannot read.
 */
export function PopularityChart({ professionLabel, supplements }: PopularityChartProps) {
  const captionId = useId()
  return (
    <figure aria-labelledby={captionId} className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <figcaption id={captionId} className="grid gap-1">
        <span className="font-semibold">Popularity among {professionLabel}</span>
        <span className="text-sm text-muted-foreground">Share of people in this profession who take each supplement.</span>
      </figcaption>
      <div aria-hidden="true" className="grid gap-3">
        {supplements.map((s) => (
          <div key={s.supplementId} className="grid gap-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="min-w-0 font-medium break-words">{s.name}</span>
              <span className="shrink-0 tabular-nums">{percent(s.popularityScore)}</span>
            </div>
            <div className="h-3 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: percent(s.popularityScore) }} />
            </div>
          </div>
        ))}
      </div>
      {/* sr-only on the wrapper: a <table> ignores the 1 px width and would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>Popularity among {professionLabel}</caption>
          <thead>
            <tr>
              <th scope="col">Supplement</th>
              <th scope="col">Popularity</th>
              <th scope="col">Effectiveness (out of 5)</th>
              <th scope="col">Users</th>
            </tr>
          </thead>
          <tbody>
            {supplements.map((s) => (
              <tr key={s.supplementId}>
                <th scope="row">{s.name}</th>
                <td>{percent(s.popularityScore)}</td>
                <td>{s.effectivenessRating.toFixed(1)}</td>
                <td>{formatUsers(s.userCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
