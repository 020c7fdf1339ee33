import { successStoryInputSchema, successStoryPatchSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** A new story; the author is the session's user, never the body's. */
export const storyValidator = validator(successStoryInputSchema)
/** An edit of one's own story: only the fields sent change. */
export const storyPatchValidator = validator(successStoryPatchSchema)
