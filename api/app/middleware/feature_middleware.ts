import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { FEATURE_FLAG_LABELS, FEATURE_OFF_CODE, FEATURE_OFF_MESSAGE, type FeatureFlagKey } from '@dosewise/sync-protocol'
import { NotFoundException } from '#exceptions/app_exceptions'
import { isFeatureOn } from '#services/feature_flags/feature_flags_service'

/**
 * A route of a switchable feature (ADR 0034): while an administrator has it off, the route
 * answers 404 E_FEATURE_OFF for everyone, before anything else runs.
 */
export default class FeatureMiddleware {
  async handle(_ctx: HttpContext, next: NextFn, options: { flag: FeatureFlagKey }) {
    if (!(await isFeatureOn(options.flag))) {
      throw new NotFoundException(`${FEATURE_OFF_MESSAGE} (${FEATURE_FLAG_LABELS[options.flag]}).`, FEATURE_OFF_CODE)
    }
    return next()
  }
}
