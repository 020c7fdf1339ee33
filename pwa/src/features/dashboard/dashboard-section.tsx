import { useId, type ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card'

export interface DashboardSectionProps {
  title: ReactNode
  description?: ReactNode
  /** True while its data loads: assistive technology hears the region is busy. */
  busy?: boolean
  /** Links under the content (e.g. 'View all recommendations'). */
  footer?: ReactNode
  children: ReactNode
}

/** One of the dashboard's panels: a card named by its <h2>. */
export function DashboardSection({ title, description, busy = false, footer, children }: DashboardSectionProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} aria-busy={busy} className="min-w-0">
      <Card className="h-full">
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter>{footer}</CardFooter>}
      </Card>
    </section>
  )
}
