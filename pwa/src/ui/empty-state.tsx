import type { ComponentType, ReactNode } from 'react'
import { cn } from './cn'

export interface EmptyStateProps {
  /** A lucide icon (decorative). */
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  /** The spec's empty-state line ('No providers added'…). */
  title: ReactNode
  description?: ReactNode
  /** Heading level of the title; h3 fits an empty list under a section's h2. */
  as?: 'h2' | 'h3'
  /** The way out, usually one button. */
  children?: ReactNode
  className?: string
}

/** What an empty list shows instead of nothing: what is missing and how to add it. */
export function EmptyState({ icon: Icon, title, description, as: Heading = 'h3', children, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 rounded-lg border border-dashed px-4 py-10 text-center', className)}>
      {Icon && <Icon aria-hidden="true" className="size-10 text-muted-foreground" />}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description && <p className="max-w-md text-sm text-muted-foreground">{description}</p>}
      {children}
    </div>
  )
}
