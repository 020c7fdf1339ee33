import {
  adminAuditQuerySchema,
  adminRoleInputSchema,
  adminSuspensionInputSchema,
  adminUsersQuerySchema,
  featureFlagInputSchema,
} from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** The administration area's requests (issue 16). */
export const adminUsersQueryValidator = validator(adminUsersQuerySchema)
export const adminRoleValidator = validator(adminRoleInputSchema)
export const adminSuspensionValidator = validator(adminSuspensionInputSchema)
export const adminAuditQueryValidator = validator(adminAuditQuerySchema)
export const featureFlagValidator = validator(featureFlagInputSchema)
