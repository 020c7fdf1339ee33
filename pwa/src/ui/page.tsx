import type { ReactNode } from 'react'
import { cn } from './cn'
import { documentTitle, useDocumentTitle } from './use-document-title'

export interface PageProps {
  title: ReactNode
  /** The browser tab's title ('… · Dosewise'); `title` itself when that is plain text. */
  documentTitle?: string
  description?: ReactNode
  /** Buttons beside the heading (they wrap under it on a phone). */
  actions?: ReactNode
  /** Content width: 'default' for reading and forms, 'wide' for lists beside forms. */
  width?: 'default' | 'wide'
  children: ReactNode
}

/** A signed-in screen: its one <h1>, a line saying what it is for, then its content; its tab title. */
export function Page({ title, documentTitle: tabTitle, description, actions, width = 'default', children }: PageProps) {
  const screen = tabTitle ?? (typeof title === 'string' ? title : undefined)
  useDocumentTitle(screen && documentTitle(screen))
  return (
    <section
      aria-labelledby="page-title"
      className={cn('mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:py-8', width === 'wide' ? 'max-w-6xl' : 'max-w-4xl')}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h1>
          {description && <p className="mt-2 text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  )
}
