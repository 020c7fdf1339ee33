import type { HttpContext } from '@adonisjs/core/http'
import { recordValidator } from '#validators/records'
import { forumPostPatchValidator, forumRepliesQueryValidator, forumReportValidator } from '#validators/forums'
import { itemId } from '#services/forums/forum_items'
import { repliesPage, thread } from '#services/forums/forum_reads'
import { createItem, deleteItem, editItem } from '#services/forums/forum_writes'
import { like, report, unlike } from '#services/forums/forum_reactions'

/**
 * Threads (ADR 0031): read one with its replies; the person's own posts written over REST (the
 * PWA writes them through sync); likes and reports, online-only.
 */
export default class ForumPostsController {
  async show({ auth, params, request }: HttpContext) {
    return thread(itemId(params.id), auth.getUserOrFail().id, forumRepliesQueryValidator.validate(request.qs()))
  }

  async replies({ auth, params, request }: HttpContext) {
    return repliesPage(itemId(params.id), auth.getUserOrFail().id, forumRepliesQueryValidator.validate(request.qs()))
  }

  async store({ auth, request, response }: HttpContext) {
    const { record, created } = await createItem('post', auth.getUserOrFail().id, recordValidator('forumPost').validate(request.body()))
    return response.status(created ? 201 : 200).send(record)
  }

  async update({ auth, params, request }: HttpContext) {
    return editItem('post', auth.getUserOrFail().id, itemId(params.id), forumPostPatchValidator.validate(request.body()))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await deleteItem('post', auth.getUserOrFail().id, itemId(params.id))
    return response.noContent()
  }

  async like({ auth, params }: HttpContext) {
    return like('post', itemId(params.id), auth.getUserOrFail().id)
  }

  async unlike({ auth, params }: HttpContext) {
    return unlike('post', itemId(params.id), auth.getUserOrFail().id)
  }

  async report({ auth, params, request, response }: HttpContext) {
    await report('post', itemId(params.id), auth.getUserOrFail().id, forumReportValidator.validate(request.body()))
    return response.status(201).send({ reported: true })
  }
}
