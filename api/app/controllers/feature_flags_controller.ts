import type { HttpContext } from '@adonisjs/core/http'
import { featureFlags } from '#services/feature_flags/feature_flags_service'

/** GET /api/feature-flags: which switchable features are on (public; ADR 0034). */
export default class FeatureFlagsController {
  async index({ response }: HttpContext) {
    response.header('Cache-Control', 'no-store')
    return featureFlags()
  }
}
