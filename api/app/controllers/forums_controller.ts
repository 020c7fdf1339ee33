import type { HttpContext } from '@adonisjs/core/http'
import { forumPage, listForumSummaries } from '#services/forums/forum_reads'
import { forumThreadsQueryValidator } from '#validators/forums'

/** The forums with their post counts, and a forum's threads (ADR 0031). */
export default class ForumsController {
  async index() {
    return listForumSummaries()
  }

  async posts({ auth, params, request }: HttpContext) {
    return forumPage(params.id, auth.getUserOrFail().id, forumThreadsQueryValidator.validate(request.qs()))
  }
}
