import { useId, type ComponentType, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Card, CardContent } from '../../ui/card'
import { Skeleton } from '../../ui/skeleton'

export type StatContent =
  | { kind: 'loading' }
  /** The figure, and what it is made of underneath. */
  | { kind: 'value'; value: string; detail: ReactNode }
  /** Nothing to count yet: what to do next (a link), or why not (text). */
  | { kind: 'invite'; text: string; to?: string }

export interface StatCardProps {
  title: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>
  content: StatContent
}

/** One of the four figures under the tiles ('Your Supplements', 'Week', 'Compliance', 'Wellbeing'). */
export function StatCard({ title, icon: Icon, content }: StatCardProps) {
  const titleId = useId()
  return (
    <Card role="group" aria-labelledby={titleId} aria-busy={content.kind === 'loading'} className="min-w-0">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-2 sm:px-6 sm:pt-6">
        <h3 id={titleId} className="text-sm font-medium">
          {title}
        </h3>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      </div>
      <CardContent className="grid gap-1">
        {content.kind === 'loading' ? (
          <>
            <Skeleton className="h-8 w-16" />
            <Skeleton className="h-4 w-24" />
          </>
        ) : content.kind === 'value' ? (
          <>
            <p className="text-3xl font-bold tabular-nums">{content.value}</p>
            <p className="text-sm text-muted-foreground">{content.detail}</p>
          </>
        ) : content.to ? (
          <Link
            to={content.to}
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {content.text}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">{content.text}</p>
        )}
      </CardContent>
    </Card>
  )
}
