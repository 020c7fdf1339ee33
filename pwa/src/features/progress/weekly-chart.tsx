import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { WeekPoint } from '@dosewise/sync-protocol'

export interface WeeklyChartProps {
  weeks: readonly WeekPoint[]
  /** Each line: its label, the value it reads, and its colour. */
  lines: readonly { label: string; value: (week: WeekPoint) => number | null; stroke: string }[]
  /** The y range. */
  range: [number, number]
  label: string
}

const shortDay = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' })

/**
 * A line chart of weekly values (uPlot on a canvas; loaded only with /progress). The canvas is
 * hidden from screen readers: the table beside it carries the same numbers.
 */
export default function WeeklyChart({ weeks, lines, range, label }: WeeklyChartProps) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const xs = weeks.map((_, index) => index)
    const data: uPlot.AlignedData = [xs, ...lines.map((line) => weeks.map((week) => line.value(week)))]
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        scales: { x: { time: false }, y: { range } },
        axes: [
          { values: (_, ticks) => ticks.map((tick) => (weeks[tick] ? shortDay.format(new Date(`${weeks[tick].from}T00:00:00`)) : '')) },
          {},
        ],
        series: [{}, ...lines.map((line) => ({ label: line.label, stroke: line.stroke, width: 2, spanGaps: true, points: { size: 6 } }))],
        legend: { show: true },
      },
      data,
      element
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [weeks, lines, range])

  return <div ref={box} aria-hidden="true" data-chart={label} className="w-full overflow-hidden" />
}
