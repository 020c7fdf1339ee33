import { useId } from 'react'
import { chartGeometry, type ReportChart as Chart } from '@dosewise/sync-protocol/reports'

/**
 * One report chart as inline SVG, drawn from the same geometry and colours as the PDF's. The
 * picture is named by its title and described by the chart's summary (also its visible caption);
 * the section's table beside it has every value. Lines differ by dash as well as colour, so they
 * stay apart in black and white. The chart is a white figure in dark mode too: its line colours
 * are the printed ones, chosen against white.
 */
const AXIS = '#4b5563'
const BAND = '#e5e7eb'
export function ReportChart({ chart }: { chart: Chart }) {
  const id = useId()
  // A 400-wide drawing: its 11-unit labels read at about 9 px on a 360 px phone and 16 px at full width.
  const g = chartGeometry(chart, 400, 200)
  const title = chart.unit ? `${chart.title} (${chart.unit})` : chart.title
  return (
    <figure className="report-chart grid gap-2">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={chart.summary ? `${id}-summary` : undefined}
        viewBox={`0 0 ${g.width} ${g.height}`}
        className="h-auto w-full max-w-xl rounded-md border"
      >
        <title id={`${id}-title`}>{title}</title>
        <rect width={g.width} height={g.height} fill="#ffffff" />
        {g.band && <rect x={g.plot.left} y={g.band.top} width={g.plot.right - g.plot.left} height={g.band.height} fill={BAND} />}
        <line x1={g.plot.left} y1={g.plot.bottom} x2={g.plot.right} y2={g.plot.bottom} stroke={AXIS} strokeWidth={1} />
        <line x1={g.plot.left} y1={g.plot.top} x2={g.plot.left} y2={g.plot.bottom} stroke={AXIS} strokeWidth={1} />
        {g.yTicks.map((tick) => (
          <text key={tick.y} x={g.plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill={AXIS}>
            {tick.label}
          </text>
        ))}
        {g.xLabels.map((label) => (
          <text key={label.x} x={label.x} y={g.height - 4} textAnchor={label.anchor} fontSize={11} fill={AXIS}>
            {label.label}
          </text>
        ))}
        {g.series.map((series) => (
          <g key={series.label}>
            {series.points.length > 1 && (
              <polyline
                points={series.polyline}
                fill="none"
                stroke={series.color}
                strokeWidth={2}
                strokeDasharray={series.dash ?? undefined}
              />
            )}
            {series.points.map((point) => (
              <circle key={`${point.date}-${point.value}`} cx={point.x} cy={point.y} r={3} fill={series.color} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="grid gap-1 text-sm">
        <span className="font-medium">{title}</span>
        <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
          {g.series.map((series) => (
            <li key={series.label} className="flex items-center gap-1.5">
              <svg aria-hidden="true" width="20" height="6" className="shrink-0">
                <line x1="0" y1="3" x2="20" y2="3" stroke={series.color} strokeWidth={2} strokeDasharray={series.dash ?? undefined} />
              </svg>
              {series.label}
            </li>
          ))}
          {g.band && (
            <li className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-2.5 w-5 border" style={{ backgroundColor: BAND }} />
              {g.band.label}
            </li>
          )}
        </ul>
        {chart.summary && (
          <span id={`${id}-summary`} className="text-muted-foreground">
            {chart.summary}
          </span>
        )}
      </figcaption>
    </figure>
  )
}
