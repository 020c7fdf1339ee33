/**
 * The spec's assessment endpoints (§7). A signed-in user's assessment is created through the
 * sync change path (it gets a version and reaches their devices by pull) with its plan stored
 * in the same transaction; a visitor's is anonymous (no user) and readable by whoever holds its
 * id. Recommendations are read from the stored plan.
 */
import db from '@adonisjs/lucid/services/db'
import { planSchema, priorityRank, uuidv7, type Plan, type Priority, type Recommendation } from '@dosewise/sync-protocol'
import { ConflictException, NotFoundException } from '#exceptions/app_exceptions'
import type { PageQuery } from '#validators/paging'
import type { RecordInput } from '#validators/records'
import { engineReference, storePlan } from '#services/assessments/plan_service'
import { listRecords } from '#services/records/records_service'
import { changeAsServer } from '#services/sync/server_change'
import { fieldColumns, storableId, toReadShape } from '#services/sync/record_store'
import { toDbTimestamp } from '#services/sync/sql_values'
import { isUniqueViolation } from '#services/db_errors'

const notFound = () => new NotFoundException('Assessment not found', 'E_ASSESSMENT_NOT_FOUND')

/** POST /api/assessments: the stored assessment, its plan included. */
export async function createAssessment(sessionUserId: number | null, input: RecordInput) {
  const { id: givenId, ...answers } = input
  const id = givenId ?? uuidv7()
  const reference = await engineReference()
  if (sessionUserId !== null) {
    const { row, written } = await changeAsServer(
      sessionUserId,
      { entity: 'assessment', id, op: 'create', patch: answers },
      (trx, _row, now) => storePlan(trx, id, reference, now).then(() => undefined)
    )
    return { assessment: toReadShape('assessment', row), created: written }
  }
  try {
    const row = await db.transaction(async (trx) => {
      if (await trx.from('assessments').where('id', id).select('id').first())
        throw new ConflictException('This assessment already exists.', 'E_ALREADY_EXISTS')
      const now = new Date()
      const stamp = toDbTimestamp(now)
      await trx.table('assessments').insert({
        id,
        user_id: null,
        ...fieldColumns('assessment', answers),
        version: 0,
        field_meta: '{}',
        created_at: stamp,
        updated_at: stamp,
      })
      await storePlan(trx, id, reference, now)
      return trx.from('assessments').where('id', id).first()
    })
    return { assessment: toReadShape('assessment', row), created: true }
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictException('This assessment already exists.', 'E_ALREADY_EXISTS')
    throw error
  }
}

/** The assessment the session may read: its own, or a visitor's (anonymous) one. */
async function readableAssessment(sessionUserId: number | null, idParam: unknown) {
  const id = typeof idParam === 'string' ? storableId('assessment', idParam) : null
  if (id === null) throw notFound()
  const row = await db.from('assessments').where('id', id).whereNull('deleted_at').first()
  if (!row) throw notFound()
  // Another user's assessment is not found, and neither is an owned one for a visitor.
  if (row.user_id !== null && Number(row.user_id) !== sessionUserId) throw notFound()
  return row
}

/** GET /api/assessments/{id}/recommendations: high → medium → low, each with its supplement. */
export async function recommendationsFor(sessionUserId: number | null, idParam: unknown): Promise<Recommendation[]> {
  const row = await readableAssessment(sessionUserId, idParam)
  const parsed = planSchema.safeParse(row.plan ? JSON.parse(row.plan) : null)
  const plan: Plan | null = parsed.success ? parsed.data : null
  const rows = await db
    .from('recommendations')
    .join('supplements', 'supplements.id', 'recommendations.supplement_id')
    .where('recommendations.assessment_id', row.id)
    .select(
      'recommendations.id',
      'recommendations.priority',
      'recommendations.reasoning',
      'supplements.id as supplement_id',
      'supplements.name',
      'supplements.dosage',
      'supplements.timing',
      'supplements.price',
      'supplements.benefits'
    )
  const order = (supplementId: number) => plan?.items.findIndex((item) => item.supplementId === supplementId) ?? -1
  return rows
    .map((r) => {
      const item = plan?.items.find((i) => i.supplementId === Number(r.supplement_id))
      return {
        id: String(r.id),
        priority: r.priority as Priority,
        reasoning: String(r.reasoning),
        supplement: {
          id: Number(r.supplement_id),
          name: String(r.name),
          dosage: String(r.dosage),
          timing: String(r.timing),
          price: Number(r.price),
          benefits: JSON.parse(String(r.benefits ?? '[]')) as string[],
        },
        bestTime: item?.timing ?? null,
        warnings: item?.warnings ?? [],
      }
    })
    .sort((a, b) => priorityRank(a.priority) - priorityRank(b.priority) || order(a.supplement.id) - order(b.supplement.id))
}

/** GET /api/assessments: the signed-in user's assessments, newest first. */
export function listAssessments(userId: number, query: PageQuery) {
  return listRecords('assessment', userId, query)
}
