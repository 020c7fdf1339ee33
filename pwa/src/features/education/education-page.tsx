import { useLayoutEffect } from 'react'
import { useSearchParams } from 'react-router'
import { ArticleList } from './article-list'
import { ArticleView } from './article-view'

/**
 * Education (linked from the dashboard's 'Learn More'): the knowledge base's articles, and one
 * article at `/education?article=<slug>`, so the route table keeps a single /education and an
 * article can still be linked to and bookmarked.
 */
export default function EducationPage() {
  const [params] = useSearchParams()
  const slug = params.get('article')
  // Same route, other content: start it at the top rather than where the list was scrolled to.
  useLayoutEffect(() => {
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0
  }, [slug])
  // Keyed by article so that moving from one article to another starts a fresh request state.
  return slug ? <ArticleView key={slug} slug={slug} /> : <ArticleList />
}
