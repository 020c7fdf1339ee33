import type { HttpContext } from '@adonisjs/core/http'
import { expertQaInterest, registerExpertQaInterest } from '#services/community/expert_qa'
import { readPeerInsights } from '#services/community/peer_insights'

/** Peer Insights and Expert Q&A, the community tabs about the person's profession and wishes. */
export default class PeerInsightsController {
  async index() {
    return readPeerInsights()
  }

  async expertQaInterest({ auth }: HttpContext) {
    return expertQaInterest(auth.getUserOrFail().id)
  }

  /** 201 the first time, 200 when the person was already on the list. */
  async registerExpertQaInterest({ auth, response }: HttpContext) {
    const { created, interest } = await registerExpertQaInterest(auth.getUserOrFail().id)
    return response.status(created ? 201 : 200).send(interest)
  }
}
