import { useId } from 'react'
import { ExternalLink } from 'lucide-react'
import type { Source } from '@dosewise/sync-protocol'

export interface SourceListProps {
  sources: readonly Source[]
  /**
   * How the list is introduced: `section` — a section of the page under its own h2 'Sources';
   * `label` — a 'Sources' line above it, inside a card whose heading is the card's title;
   * `none` — the list alone, where what surrounds it already says what it is.
   */
  heading?: 'section' | 'label' | 'none'
}

/**
 * Where the facts come from, each opening in a new tab — saying so to a screen reader, and
 * without giving that page a handle on this one (`noopener noreferrer`). Nothing when empty.
 */
export function SourceList({ sources, heading = 'none' }: SourceListProps) {
  // useId: the id only ties the section to its heading, and stays unique if a page shows two.
  const headingId = useId()
  if (sources.length === 0) return null
  const list = (
    <ul className="grid gap-1 text-sm">
      {sources.map((source, index) => (
        <li key={`${index}-${source.url}`}>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 flex-wrap items-center gap-x-1 text-primary underline-offset-4 hover:underline"
          >
            {source.title}
            <span className="text-muted-foreground">({source.publisher})</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
  if (heading === 'section') {
    return (
      <section aria-labelledby={headingId} className="grid gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          Sources
        </h2>
        {list}
      </section>
    )
  }
  if (heading === 'label') {
    return (
      <div className="text-sm">
        <p className="font-medium">Sources</p>
        {list}
      </div>
    )
  }
  return list
}
