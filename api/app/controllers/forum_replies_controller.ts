import type { HttpContext } from '@adonisjs/core/http'
import { recordValidator } from '#validators/records'
import { forumReplyPatchValidator, forumReportValidator } from '#validators/forums'
import { itemId } from '#services/forums/forum_items'
import { createItem, deleteItem, editItem } from '#services/forums/forum_writes'
import { like, report, unlike } from '#services/forums/forum_reactions'

/** Replies (ADR 0031): the person's own over REST (the PWA writes them through sync), likes and reports. */
export default class ForumRepliesController {
  /** POST /api/forum-posts/:id/replies: the post is the address's. */
  async store({ auth, params, request, response }: HttpContext) {
    const body = { ...(request.body() as Record<string, unknown>), postId: String(params.id) }
    const { record, created } = await createItem('reply', auth.getUserOrFail().id, recordValidator('forumReply').validate(body))
    return response.status(created ? 201 : 200).send(record)
  }

  async update({ auth, params, request }: HttpContext) {
    return editItem('reply', auth.getUserOrFail().id, itemId(params.id), forumReplyPatchValidator.validate(request.body()))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await deleteItem('reply', auth.getUserOrFail().id, itemId(params.id))
    return response.noContent()
  }

  async like({ auth, params }: HttpContext) {
    return like('reply', itemId(params.id), auth.getUserOrFail().id)
  }

  async unlike({ auth, params }: HttpContext) {
    return unlike('reply', itemId(params.id), auth.getUserOrFail().id)
  }

  async report({ auth, params, request, response }: HttpContext) {
    await report('reply', itemId(params.id), auth.getUserOrFail().id, forumReportValidator.validate(request.body()))
    return response.status(201).send({ reported: true })
  }
}
