import type { ReactNode } from 'react'
import { WifiOff } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card'
import { cn } from '../../ui/cn'

export interface SettingsSectionProps {
  id: string
  title: string
  description?: ReactNode
  /** A danger zone: a red border and heading. */
  danger?: boolean
  children: ReactNode
}

/** One part of /settings: a card with its own <h2>, named for screen readers by it. */
export function SettingsSection({ id, title, description, danger, children }: SettingsSectionProps) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`} className={cn(danger && 'border-destructive')}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className={cn(danger && 'text-destructive')}>
            {title}
          </h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  )
}

/** Said in a section that needs the server while the browser is offline: "{what} needs a connection." */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-dashed p-3 text-sm">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{what} needs a connection. You are offline: connect to the internet and try again.</span>
    </p>
  )
}
