import { supplementReviewInputSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** The supplement comes from the route, the author from the session: neither is in the body. */
export const reviewValidator = validator(supplementReviewInputSchema.omit({ supplementId: true }))
export type ReviewInput = ReturnType<typeof reviewValidator.validate>
