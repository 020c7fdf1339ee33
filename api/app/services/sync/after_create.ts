/**
 * The steps the server runs after a record is created, by the names sync-protocol's registry
 * gives them (`afterCreate`). Each step's inputs are read before the write transaction starts
 * (on SQLite the transaction holds the only connection); the step then runs inside it, after
 * the whole batch was written, so it sees everything the batch wrote before its record.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { AfterCreateStep, SyncEntity } from '@dosewise/sync-protocol'
import { engineReference, storePlan } from '#services/assessments/plan_service'
import { alertNewInteractions } from '#services/alerts/interaction_alerts'
import { interactionCatalogue } from '#services/reference_data/reference_service'

interface Step<Input> {
  prepare(): Promise<Input>
  run(trx: TransactionClientContract, entity: SyncEntity, id: string, input: Input, madeAt: Date): Promise<void>
}

const step = <Input>(definition: Step<Input>) => definition as Step<unknown>

export const AFTER_CREATE: Record<AfterCreateStep, Step<unknown>> = {
  // An assessment gets its plan, from the reference data and the person's records.
  computePlan: step({
    prepare: engineReference,
    run: async (trx, _entity, id, reference, madeAt) => {
      await storePlan(trx, id, reference, madeAt)
    },
  }),
  // A prescription or stack supplement that interacts with what the person takes: a notification.
  interactionAlert: step({
    prepare: interactionCatalogue,
    run: (trx, entity, id, catalogue) => alertNewInteractions(trx, entity, id, catalogue),
  }),
}
