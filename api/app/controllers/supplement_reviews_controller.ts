import type { HttpContext } from '@adonisjs/core/http'
import { listRatings, listReviews, saveReview } from '#services/supplement_reviews_service'
import { reviewValidator } from '#validators/reviews'

export default class SupplementReviewsController {
  async index({ auth, params }: HttpContext) {
    return listReviews(auth.getUserOrFail().id, params.id)
  }

  /** 201 for the person's first review of the supplement, 200 when it replaced their earlier one. */
  async store({ auth, params, request, response }: HttpContext) {
    const { review, created } = await saveReview(auth.getUserOrFail().id, params.id, reviewValidator.validate(request.body()))
    return response.status(created ? 201 : 200).send(review)
  }

  /** Each reviewed supplement's average stars and review count (the shop's cards). */
  async ratings() {
    return listRatings()
  }
}
