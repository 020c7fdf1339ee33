/**
 * Interaction alerts from real events (issue 13): when a person adds a prescription, or a
 * supplement to their stack, that interacts with something else they take, they get a
 * notification naming both, the severity, and what to do — from the same catalogue and matcher
 * as the checker. Runs as an after-create step inside the write's transaction; respects the
 * 'Interaction alerts' switch; the same pair is not announced twice.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { ENTITIES, INTERACTION_TYPE_LABELS, searchInteractionCatalogue, type SyncEntity } from '@dosewise/sync-protocol'
import type { Catalogue } from '#services/reference_data/reference_service'
import { insertNotification } from '#services/records/notifications_service'
import { fromDbBoolean } from '#services/sync/sql_values'

const SEVERITY_ORDER = { major: 0, moderate: 1, minor: 2 } as const

async function alertsOn(trx: TransactionClientContract, userId: number): Promise<boolean> {
  const settings = await trx.from('reminder_settings').where('user_id', userId).whereNull('deleted_at').first()
  return !settings || fromDbBoolean(settings.interaction_alerts) !== false
}

async function activeMedications(trx: TransactionClientContract, userId: number): Promise<string[]> {
  const rows = await trx.from('prescriptions').where('user_id', userId).whereNull('deleted_at').select('medication_name', 'is_active')
  return rows.filter((row) => fromDbBoolean(row.is_active) !== false).map((row) => String(row.medication_name))
}

async function activeSupplements(trx: TransactionClientContract, userId: number): Promise<string[]> {
  const rows = await trx
    .from('supplement_stack_items')
    .join('supplements', 'supplements.id', 'supplement_stack_items.supplement_id')
    .where('supplement_stack_items.user_id', userId)
    .whereNull('supplement_stack_items.deleted_at')
    .select('supplements.name as name', 'supplement_stack_items.active as active')
  return rows.filter((row) => fromDbBoolean(row.active) !== false).map((row) => String(row.name))
}

export async function alertNewInteractions(trx: TransactionClientContract, entity: SyncEntity, id: string, catalogue: Catalogue) {
  const row = await trx.from(ENTITIES[entity].server.table).where('id', id).first()
  if (!row || row.deleted_at) return
  const userId = Number(row.user_id)
  if (!(await alertsOn(trx, userId))) return

  let pairs: Array<[string, string]>
  if (entity === 'prescription') {
    pairs = (await activeSupplements(trx, userId)).map((supplement) => [String(row.medication_name), supplement])
  } else {
    const supplement = await trx.from('supplements').where('id', row.supplement_id).select('name').first()
    if (!supplement) return
    pairs = (await activeMedications(trx, userId)).map((medication) => [medication, String(supplement.name)])
  }

  const existing = new Set(
    (await trx.from('notifications').where('user_id', userId).where('type', 'warning').select('title')).map((n) => String(n.title))
  )
  for (const [medication, supplement] of pairs) {
    const [worst] = searchInteractionCatalogue(catalogue, { medication, supplement }).sort(
      (a, b) => SEVERITY_ORDER[a.interactionType] - SEVERITY_ORDER[b.interactionType]
    )
    if (!worst) continue
    const title = `Possible interaction: ${medication} and ${supplement}`.slice(0, 200)
    if (existing.has(title)) continue
    existing.add(title)
    await insertNotification(trx, userId, {
      type: 'warning',
      title,
      message:
        `${INTERACTION_TYPE_LABELS[worst.interactionType]} interaction. ${worst.description} What to do: ${worst.recommendation} ` +
        'Talk to your doctor or pharmacist before changing anything.',
    })
  }
}
