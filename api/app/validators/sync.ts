/**
 * The query of GET /api/sync/pull (ADR 0007), checked in the protocol's order: an unsupported
 * schema version answers 426 before anything else is read, an unreadable cursor 400, other
 * fields 422. (A push body is the protocol's own: each frame is checked and answered on its own
 * by services/sync/push_service.ts, so one bad mutation never refuses the batch.)
 */
import { SCHEMA_VERSION, decodeCursor, isSupportedSchemaVersion, pullQuerySchema } from '@dosewise/sync-protocol'
import { BadRequestException, SchemaVersionException } from '#exceptions/app_exceptions'
import { validator, type Validator } from '#validators/validator'

export interface PullQuery {
  /** The version the client has everything up to (0: from the start). */
  after: number
  limit: number
  clientId?: string
  /** The account the pulling database belongs to, when the client says (ADR 0055). */
  userId?: number
}

const fields = validator(pullQuerySchema)

function schemaVersionOf(query: Record<string, unknown>): number {
  const raw = query.schemaVersion
  if (raw === undefined || raw === '') return SCHEMA_VERSION
  return typeof raw === 'string' && /^-?\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN
}

export const pullQueryValidator: Validator<PullQuery> = {
  validate(data) {
    const query = (data ?? {}) as Record<string, unknown>
    if (!isSupportedSchemaVersion(schemaVersionOf(query))) throw new SchemaVersionException()
    const raw = query.cursor
    const after = raw === undefined ? 0 : typeof raw === 'string' ? decodeCursor(raw) : null
    if (after === null) throw new BadRequestException('This sync position is not valid. Sync from the start.', 'E_BAD_CURSOR')
    const { limit, clientId, userId } = fields.validate({ ...query, cursor: undefined })
    return { after, limit, clientId, userId }
  },
}
