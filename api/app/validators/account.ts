import { accountProfileInputSchema, deleteAccountInputSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

export const accountProfileValidator = validator(accountProfileInputSchema)
export const deleteAccountValidator = validator(deleteAccountInputSchema)
