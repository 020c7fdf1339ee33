import type { HttpContext } from '@adonisjs/core/http'
import { sendPage } from '#http/send_page'
import { pageQueryValidator } from '#validators/paging'
import { recordValidator } from '#validators/records'
import { createAssessment, listAssessments, recommendationsFor } from '#services/assessments/assessments_service'

/** Spec §7 assessments; visitors may post one (silent auth), a user's is theirs alone. */
export default class AssessmentsController {
  async store({ auth, request, response }: HttpContext) {
    const { assessment, created } = await createAssessment(auth.user?.id ?? null, recordValidator('assessment').validate(request.body()))
    return response.status(created ? 201 : 200).send({ assessment })
  }

  async recommendations({ auth, params }: HttpContext) {
    return recommendationsFor(auth.user?.id ?? null, params.id)
  }

  async index(ctx: HttpContext) {
    const { page, limit } = await listAssessments(ctx.auth.getUserOrFail().id, pageQueryValidator.validate(ctx.request.qs()))
    return sendPage(ctx, page, limit)
  }
}
