import type { HttpContext } from '@adonisjs/core/http'
import { createStory, deleteStory, likeStory, listStories, unlikeStory, updateStory } from '#services/community/success_stories'
import { storyPatchValidator, storyValidator } from '#validators/success_stories'

/** Success stories (spec §2 Community): online-only; the author is always the session's user. */
export default class SuccessStoriesController {
  async index({ auth }: HttpContext) {
    return listStories(auth.getUserOrFail().id)
  }

  async store({ auth, request, response }: HttpContext) {
    return response.status(201).send(await createStory(auth.getUserOrFail().id, storyValidator.validate(request.body())))
  }

  async update({ auth, params, request }: HttpContext) {
    return updateStory(auth.getUserOrFail().id, params.id, storyPatchValidator.validate(request.body()))
  }

  async destroy({ auth, params, response }: HttpContext) {
    await deleteStory(auth.getUserOrFail().id, params.id)
    return response.noContent()
  }

  async like({ auth, params }: HttpContext) {
    return likeStory(auth.getUserOrFail().id, params.id)
  }

  async unlike({ auth, params }: HttpContext) {
    return unlikeStory(auth.getUserOrFail().id, params.id)
  }
}
