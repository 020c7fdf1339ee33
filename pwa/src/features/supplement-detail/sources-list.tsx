import { ExternalLink } from 'lucide-react'
import type { Source } from '@dosewise/sync-protocol'

/** Where the facts come from, each opening in a new tab (and saying so to a screen reader). */
export function SourcesList({ sources }: { sources: readonly Source[] }) {
  return (
    <ul className="grid gap-1">
      {sources.map((source, index) => (
        <li key={`${index}-${source.url}`}>
          <a
            href={source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 flex-wrap items-center gap-x-1 text-sm text-primary underline-offset-4 hover:underline"
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
}
