/**
 * How many bytes each route's JSON body may take: what its largest valid request needs, worked
 * out from the route's schema in sync-protocol (maxJsonBytes counts every character at the most
 * JSON can spend on it), plus room for whitespace from clients that pretty-print. The push
 * limit is the sync protocol's own, which clients pack their batches to.
 */
import type { ZodTypeAny } from 'zod'
import { PUSH_BODY_MAX_BYTES, maxJsonBytes } from '@dosewise/sync-protocol'
import { middleware } from '#start/kernel'

/** Room for formatting: an eighth more, and a kilobyte. */
export function bodyLimitFor(schema: ZodTypeAny): number {
  const bytes = maxJsonBytes(schema)
  // A schema with no bound would let any body through: every input schema must be bounded.
  if (!Number.isFinite(bytes)) throw new Error('A request schema has no size bound (a string without max, or an open record)')
  return Math.ceil(bytes * 1.125) + 1024
}

/** Route middleware: read this route's JSON body, refused past what `schema` can need. */
export const jsonBody = (schema: ZodTypeAny) => middleware.jsonBody({ limit: bodyLimitFor(schema) })

/** The sync push: the protocol's body limit, exactly (clients pack batches to it). */
export const pushBody = () => middleware.jsonBody({ limit: PUSH_BODY_MAX_BYTES })
