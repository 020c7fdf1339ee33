/** Seeded community and education content: forums, public success stories, articles. */
import EducationArticle from '#models/education_article'
import Forum from '#models/forum'
import SuccessStory from '#models/success_story'
import { NotFoundException } from '#exceptions/app_exceptions'

export async function listForums() {
  const forums = await Forum.query().where('is_active', true).orderBy('id')
  return forums.map((f) => ({
    id: f.id,
    name: f.name,
    description: f.description,
    jobCategory: f.jobCategory,
    isActive: f.isActive,
    createdAt: f.createdAt.toISO()!,
  }))
}

/** Public stories only; an anonymous story never carries its author (spec §6, §9). */
export async function listPublicStories() {
  const stories = await SuccessStory.query().where('is_public', true).preload('user').orderBy('created_at', 'desc').orderBy('id')
  return stories.map((s) => ({
    id: s.id,
    title: s.title,
    story: s.story,
    isAnonymous: s.isAnonymous,
    isPublic: s.isPublic,
    user: s.isAnonymous ? null : { firstName: s.user?.firstName ?? null },
    beforePhotoUrl: s.beforePhotoUrl,
    afterPhotoUrl: s.afterPhotoUrl,
    duration: s.duration,
    likesCount: s.likesCount,
    supplementsUsed: s.supplementsUsed,
    createdAt: s.createdAt.toISO()!,
  }))
}

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
