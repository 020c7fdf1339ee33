import { ExternalLink } from 'lucide-react'
import type { Source } from '@dosewise/sync-protocol'

/** The article's sources, each opening in a new tab without giving that page a handle on this one. */
export function SourceList({ sources }: { sources: Source[] }) {
  if (sources.length === 0) return null
  return (
    <section aria-labelledby="article-sources" className="grid gap-2">
      <h2 id="article-sources" className="text-xl font-semibold">
        Sources
      </h2>
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
    </section>
  )
}
