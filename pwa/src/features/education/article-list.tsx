import { BookOpen } from 'lucide-react'
import { EmptyState } from '../../ui/empty-state'
import { MedicalDisclaimer } from '../../ui/medical-disclaimer'
import { Page } from '../../ui/page'
import { Skeleton } from '../../ui/skeleton'
import { Spinner } from '../../ui/spinner'
import { ArticleCard } from './article-card'
import { fetchArticles } from './education-api'
import { RequestFailure } from './request-failure'
import { useServerData } from '../../lib/use-server-data'

/** The Education screen: every article of the knowledge base as a card. */
export function ArticleList() {
  const articles = useServerData('articles', fetchArticles, 'The articles could not be loaded.', { cachedOffline: true })
  return (
    <Page
      title="Education"
      description="Short guides: interaction levels, evidence grades, supplements for shift work and more."
      width="wide"
    >
      {articles.data === null && articles.loading ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-2">
          <Spinner label="Loading articles..." className="sm:col-span-2" />
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-44" />
          ))}
        </div>
      ) : articles.data === null ? (
        <RequestFailure error={articles.failure} onRetry={articles.reload} />
      ) : articles.data.length === 0 ? (
        <EmptyState icon={BookOpen} as="h2" title="No articles yet" description="New guides will appear here." />
      ) : (
        <ul aria-label="Articles" className="grid gap-4 sm:grid-cols-2">
          {articles.data.map((article) => (
            <li key={article.slug} className="grid">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
      <MedicalDisclaimer variant="banner" />
    </Page>
  )
}
