/**
 * Where a report chart's lines, band and labels go, in SVG coordinates: one computation for the
 * print page's inline SVG (PWA) and the PDF's (pdf.ts), so the two draw the same chart.
 *
 * x is time (each point's ISO date), y is linear. The y extent is the chart's `yRange` when the
 * scale has one (scores 0–10, per cent), else the values and the band's bounds with a margin
 * (never below 0 when no value is). Each series has a colour and a dash pattern, so lines stay
 * apart when printed in black and white.
 */
import type { ReportChart } from './types.js'
import { formatDay } from './common.js'

export const SERIES_STYLES = [
  { color: '#0f766e', dash: null },
  { color: '#b45309', dash: '6 3' },
  { color: '#4338ca', dash: '2 2' },
  { color: '#be123c', dash: '8 3 2 3' },
  { color: '#374151', dash: '1 3' },
] as const

export interface ChartGeometry {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  yTicks: { y: number; label: string }[]
  xLabels: { x: number; label: string; anchor: 'start' | 'middle' | 'end' }[]
  /** The reference band as a rectangle, when it falls within the chart. */
  band: { top: number; height: number; label: string } | null
  series: {
    label: string
    color: string
    dash: string | null
    points: { x: number; y: number; date: string; value: number }[]
    /** '12,40 80,22 …' for a polyline. */
    polyline: string
  }[]
}

const MARGIN = { left: 40, right: 12, top: 10, bottom: 22 }

const timeOf = (x: string) => Date.parse(x.length === 10 ? `${x}T00:00:00Z` : x)

function tickLabel(value: number, span: number): string {
  const places = span >= 20 ? 0 : span >= 2 ? 1 : 2
  return Number(value.toFixed(places)).toString()
}

export function chartGeometry(chart: ReportChart, width = 480, height = 160): ChartGeometry {
  const plot = { left: MARGIN.left, top: MARGIN.top, right: width - MARGIN.right, bottom: height - MARGIN.bottom }
  const all = chart.series.flatMap((s) => s.points)
  const times = all.map((p) => timeOf(p.x)).filter((t) => !Number.isNaN(t))
  const first = times.length ? Math.min(...times) : 0
  const last = times.length ? Math.max(...times) : 0

  let [lower, upper] = chart.yRange ?? [0, 0]
  if (!chart.yRange) {
    const values = [...all.map((p) => p.y), chart.band?.low, chart.band?.high].filter(
      (v): v is number => typeof v === 'number' && Number.isFinite(v)
    )
    const min = values.length ? Math.min(...values) : 0
    const max = values.length ? Math.max(...values) : 1
    const pad = max > min ? (max - min) * 0.1 : Math.max(Math.abs(max) * 0.1, 1)
    lower = min >= 0 ? Math.max(0, min - pad) : min - pad
    upper = max + pad
  }
  const x = (time: number) =>
    last > first ? plot.left + ((time - first) / (last - first)) * (plot.right - plot.left) : (plot.left + plot.right) / 2
  const y = (value: number) => plot.bottom - ((value - lower) / (upper - lower || 1)) * (plot.bottom - plot.top)
  const round = (value: number) => Math.round(value * 10) / 10

  let band: ChartGeometry['band'] = null
  if (chart.band && (chart.band.low !== null || chart.band.high !== null)) {
    const top = y(Math.min(upper, chart.band.high ?? upper))
    const bottom = y(Math.max(lower, chart.band.low ?? lower))
    if (bottom - top > 0) band = { top: round(top), height: round(bottom - top), label: chart.band.label }
  }

  const span = upper - lower
  const yTicks = [upper, (upper + lower) / 2, lower].map((value) => ({ y: round(y(value)), label: tickLabel(value, span) }))
  const xLabels: ChartGeometry['xLabels'] =
    times.length === 0
      ? []
      : last > first
        ? [
            { x: plot.left, label: formatDay(new Date(first).toISOString()), anchor: 'start' },
            { x: plot.right, label: formatDay(new Date(last).toISOString()), anchor: 'end' },
          ]
        : [{ x: round(x(first)), label: formatDay(new Date(first).toISOString()), anchor: 'middle' }]

  return {
    width,
    height,
    plot,
    yTicks,
    xLabels,
    band,
    series: chart.series.map((series, index) => {
      const style = SERIES_STYLES[index % SERIES_STYLES.length]!
      const points = series.points
        .filter((p) => !Number.isNaN(timeOf(p.x)))
        .map((p) => ({ x: round(x(timeOf(p.x))), y: round(y(p.y)), date: p.x, value: p.y }))
      return { label: series.label, color: style.color, dash: style.dash, points, polyline: points.map((p) => `${p.x},${p.y}`).join(' ') }
    }),
  }
}
