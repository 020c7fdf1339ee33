import type { ReactNode } from 'react'
import { Spinner } from './spinner'

export interface ReferenceDownloadingProps {
  /** What is being got ready; the interaction checker's wording unless a screen says its own. */
  title?: ReactNode
  description?: ReactNode
}

/**
 * Before the first reference snapshot arrives a screen built on it has nothing to show, offline
 * or not: it says the data is on its way instead of an empty list.
 */
export function ReferenceDownloading({
  title = 'Getting the interaction table ready',
  description = 'The interaction table is being downloaded for offline use. Once it is on this device, checks work without a connection. This needs a connection the first time.',
}: ReferenceDownloadingProps) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border bg-card p-4 sm:p-6">
      <Spinner label="" className="mt-0.5" />
      <div className="grid gap-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
    </div>
  )
}
