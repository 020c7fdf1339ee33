import type { ComputedInsight } from '@dosewise/sync-protocol'
import { INSIGHT_TYPE_LABELS } from '@dosewise/sync-protocol'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { cn } from '../../ui/cn'

/** Spec §2: confidence 80 or above green, 60 or above yellow, below 60 red. */
function confidenceClass(confidence: number) {
  if (confidence >= 80) return 'bg-green-100 text-green-900'
  if (confidence >= 60) return 'bg-yellow-100 text-yellow-900'
  return 'bg-red-100 text-red-900'
}

export function InsightCard({ insight, read, onRead }: { insight: ComputedInsight; read: boolean; onRead: () => void }) {
  return (
    <Card className={cn(read && 'opacity-75')}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{INSIGHT_TYPE_LABELS[insight.type]}</Badge>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', confidenceClass(insight.confidence))}>
            {insight.confidence}% confidence
          </span>
          {read && <span className="text-xs text-muted-foreground">Read</span>}
        </div>
        <CardTitle asChild>
          <h3>{insight.title}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p>{insight.insight}</p>
        {!read && (
          <Button size="sm" variant="outline" className="justify-self-start" onClick={onRead} aria-label={`Mark as read: ${insight.title}`}>
            Mark as read
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
