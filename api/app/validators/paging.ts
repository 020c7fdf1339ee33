import { listQuerySchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** `?limit=&cursor=` of every paged list. */
export const pageQueryValidator = validator(listQuerySchema)
export type PageQuery = ReturnType<typeof pageQueryValidator.validate>
