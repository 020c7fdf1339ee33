import type { ReactNode } from 'react'
import { PendingSyncBadge } from '../../ui/pending-sync-badge'

export interface RecordCardProps {
  id: string
  title: string
  subtitle?: ReactNode
  /** Status badges beside the title. */
  badges?: ReactNode
  pending: boolean
  children: ReactNode
}

/** The frame every healthcare record is listed in: title, badges, details, actions. */
export function RecordCard({ id, title, subtitle, badges, pending, children }: RecordCardProps) {
  return (
    <article aria-labelledby={id} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start gap-2">
        <div className="mr-auto min-w-0">
          {/* Focusable from script only: 'Show more' moves the focus to the first record it brings. */}
          <h3 id={id} tabIndex={-1} className="font-semibold break-words">
            {title}
          </h3>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {badges}
          {pending && <PendingSyncBadge />}
        </div>
      </div>
      {children}
    </article>
  )
}
