import { Link } from 'react-router'
import { articleHref } from './article-link'
import { ArticleTags } from './article-tags'
import type { ArticleSummary } from './education-schemas'
import { ReadingTime } from './reading-time'

/** One article in the list; the whole card opens it (the title link stretches over it). */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const titleId = `article-${article.slug}`
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm hover:bg-accent/40 sm:p-6"
    >
      <h2 id={titleId} className="text-lg leading-tight font-semibold">
        <Link
          to={articleHref(article.slug)}
          className="text-primary underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {article.title}
        </Link>
      </h2>
      <p className="text-sm text-muted-foreground">{article.summary}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2">
        <ReadingTime minutes={article.readingMinutes} />
        <ArticleTags tags={article.tags} />
      </div>
    </article>
  )
}
