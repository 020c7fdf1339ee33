import { demoStartInputSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** POST /api/auth/demo: the visitor's time zone, optional. */
export const demoStartValidator = validator(demoStartInputSchema)
