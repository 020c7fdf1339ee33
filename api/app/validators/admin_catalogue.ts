import { adminCatalogueQuerySchema, adminCsvBodySchema, adminNotificationBodySchema, supplementRecordSchema } from '@dosewise/sync-protocol'
import { validator } from '#validators/validator'

/** The admin Supplements and Analytics tabs (issue 16, ADR 0035). */
export const adminCatalogueQueryValidator = validator(adminCatalogueQuerySchema)
/** A supplement in the knowledge base's own shape: the schema the files are checked with. */
export const adminSupplementValidator = validator(supplementRecordSchema)
export const adminCsvValidator = validator(adminCsvBodySchema)
export const adminNotificationValidator = validator(adminNotificationBodySchema)
