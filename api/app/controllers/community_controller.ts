import type { HttpContext } from '@adonisjs/core/http'
import { getArticle, listArticles, listForums, listPublicStories } from '#services/reference_data/community_service'

export default class CommunityController {
  async forums() {
    return listForums()
  }

  async successStories() {
    return listPublicStories()
  }

  async articles() {
    return listArticles()
  }

  async article({ params }: HttpContext) {
    return getArticle(String(params.slug))
  }
}
