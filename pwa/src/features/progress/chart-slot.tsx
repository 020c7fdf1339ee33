import { Component, lazy, Suspense, type ReactNode } from 'react'
import { Skeleton } from '../../ui/skeleton'
import type { WeeklyChartProps } from './weekly-chart'

const WeeklyChart = lazy(() => import('./weekly-chart'))

const FALLBACK = (
  <p className="text-sm text-muted-foreground">The chart cannot be drawn in this browser; the table below has the same numbers.</p>
)

/** A failed chart (no canvas, a chunk that did not load offline) leaves the table to speak. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? FALLBACK : this.props.children
  }
}

/** The chart, loaded with the first one shown; where the browser cannot draw it, a note instead. */
export function ChartSlot(props: WeeklyChartProps) {
  if (typeof window.matchMedia !== 'function' || typeof ResizeObserver !== 'function') return FALLBACK
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton className="h-56" />}>
        <WeeklyChart {...props} />
      </Suspense>
    </ChartBoundary>
  )
}
