import { reportShareInputSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** The body of 'Share Report' and its preview: a provider, a report, a note — nothing more. */
export const reportShareValidator = validator(reportShareInputSchema)
