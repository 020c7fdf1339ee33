import type { HttpContext } from '@adonisjs/core/http'
import { getArticle, listArticles } from '#services/reference_data/community_service'

export default class CommunityController {
  async articles() {
    return listArticles()
  }

  async article({ params }: HttpContext) {
    return getArticle(String(params.slug))
  }
}
