import { ArrowLeft, FileQuestion } from 'lucide-react'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api-client'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { SourceList } from '../../ui/source-list'
import { Spinner } from '../../ui/spinner'
import { ArticleBody } from './article-body'
import { ArticleTags } from './article-tags'
import { fetchArticle } from './education-api'
import { ReadingTime } from './reading-time'
import { RequestFailure } from './request-failure'
import { useServerData } from '../../lib/use-server-data'

function BackToArticles({ variant = 'outline' }: { variant?: 'outline' | 'link' }) {
  return (
    // A bare link lines up with the text above it; the outline button keeps its padding.
    <Button asChild variant={variant} className={variant === 'link' ? 'px-0!' : undefined}>
      <Link to="/education">
        <ArrowLeft aria-hidden="true" />
        All articles
      </Link>
    </Button>
  )
}

/** One article: its text, its sources and the medical disclaimer. */
export function ArticleView({ slug }: { slug: string }) {
  const resource = useServerData(`article:${slug}`, (signal) => fetchArticle(slug, signal), 'The article could not be loaded.', {
    cachedOffline: true,
  })

  if (resource.data === null) {
    return (
      <Page title="Education" actions={<BackToArticles />}>
        {resource.loading ? (
          <div aria-busy="true" className="grid gap-3">
            <Spinner label="Loading article..." />
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-40" />
          </div>
        ) : resource.failure instanceof ApiError && resource.failure.status === 404 ? (
          <EmptyState icon={FileQuestion} as="h2" title="Article Not Found" description="The article you're looking for doesn't exist.">
            <BackToArticles />
          </EmptyState>
        ) : (
          <RequestFailure error={resource.failure} onRetry={resource.reload} />
        )}
      </Page>
    )
  }

  const article = resource.data
  return (
    <Page title={article.title} description={article.summary} actions={<BackToArticles />}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ReadingTime minutes={article.readingMinutes} />
        <ArticleTags tags={article.tags} />
      </div>
      <ArticleBody body={article.body} />
      <SourceList sources={article.sources} heading="section" />
      <MedicalDisclaimer variant="banner" />
      <div>
        <BackToArticles variant="link" />
      </div>
    </Page>
  )
}
