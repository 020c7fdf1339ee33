/**
 * POST /api/sync/push (ADR 0007): checks the batch as a whole — schema version, one
 * client, seqs without holes — before anything is applied, answers replays from the stored
 * answers and applies the new mutations in seq order, in one transaction.
 */
import {
  isSupportedSchemaVersion,
  pushRequestSchema,
  validationErrors,
  type MutationFrame,
  type PushResponse,
} from '@dosewise/sync-protocol'
import { SchemaVersionException, SeqGapException, ValidationFailedException, WrongUserException } from '#exceptions/app_exceptions'
import { bindClient } from '#services/sync/client_registry'
import { processMutations } from '#services/sync/mutation_processor'

/** Checked before the body's shape: an old app's body may not match today's schema at all. */
function hasUnsupportedSchemaVersion(body: unknown): boolean {
  const mutations = (body as { mutations?: unknown } | null)?.mutations
  if (!Array.isArray(mutations)) return false
  return mutations.some((m) => {
    const version = (m as { schemaVersion?: unknown } | null)?.schemaVersion
    return typeof version === 'number' && !isSupportedSchemaVersion(version)
  })
}

/** The batch sorted by seq; every mutation must come from the request's client, each seq once. */
function inSeqOrder(clientId: string, mutations: MutationFrame[]): MutationFrame[] {
  const errors = mutations.flatMap((m, index) =>
    m.clientId === clientId ? [] : [{ field: `mutations.${index}.clientId`, message: 'Must be the clientId of the request' }]
  )
  const seen = new Set<number>()
  mutations.forEach((m, index) => {
    if (seen.has(m.seq)) errors.push({ field: `mutations.${index}.seq`, message: 'Each mutation needs its own seq' })
    seen.add(m.seq)
  })
  if (errors.length > 0) throw new ValidationFailedException(errors)
  return [...mutations].sort((a, b) => a.seq - b.seq)
}

/**
 * The batch must have no holes. Whether it continues right after lastSeq is checked again
 * under the user's lock (mutation_processor.ts), which is the check that counts: a client may
 * send its next batch before the previous one is answered, and that batch is only judged once
 * the previous one has committed.
 */
function assertNoHoles(mutations: MutationFrame[], lastSeq: number) {
  const holes = mutations.some((m, index) => index > 0 && m.seq !== mutations[index - 1].seq + 1)
  if (holes) throw new SeqGapException(lastSeq)
}

export async function push(userId: number, body: unknown): Promise<PushResponse> {
  if (hasUnsupportedSchemaVersion(body)) throw new SchemaVersionException()
  // The frames only: each mutation's own fields are checked one by one (mutation_processor.ts).
  const parsed = pushRequestSchema.safeParse(body ?? {})
  if (!parsed.success) throw new ValidationFailedException(validationErrors(parsed.error))
  const request = parsed.data
  if (request.userId !== undefined && request.userId !== userId) throw new WrongUserException()
  const mutations = inSeqOrder(request.clientId, request.mutations)
  const lastSeq = await bindClient(userId, request.clientId)
  assertNoHoles(mutations, lastSeq)

  // lastSeq as this push's transaction left it (a later push only moves it further).
  return processMutations(userId, request.clientId, mutations)
}
