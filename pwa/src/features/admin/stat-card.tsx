import type { ReactNode } from 'react'
import { Card, CardContent } from '../../ui/card'

/** One figure of the dashboard: its name, the number, and what it is compared with. */
export function StatCard({ title, value, detail }: { title: string; value: ReactNode; detail: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1 pt-6">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <p className="text-3xl font-bold">{value}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  )
}
