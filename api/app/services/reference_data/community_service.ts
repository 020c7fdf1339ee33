/**
 * Seeded education content: articles (forums with their post counts: services/forums; success
 * stories: services/community).
 */
import EducationArticle from '#models/education_article'
import { NotFoundException } from '#exceptions/app_exceptions'

const articleSummary = (a: EducationArticle) => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  summary: a.summary,
  tags: a.tags,
  readingMinutes: a.readingMinutes,
})

export async function listArticles() {
  const articles = await EducationArticle.query().orderBy('title')
  return articles.map(articleSummary)
}

export async function getArticle(slug: string) {
  const article = await EducationArticle.findBy('slug', slug)
  if (!article) throw new NotFoundException('Article not found', 'E_ARTICLE_NOT_FOUND')
  return { ...articleSummary(article), body: article.body, sources: article.sources }
}
