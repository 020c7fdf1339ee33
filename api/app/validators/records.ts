/**
 * The REST bodies of the person's own records: the registry's writable fields (the same ones a
 * pushed mutation is checked with) plus an optional id, so a client may choose its UUID.
 */
import { ENTITIES, uuidSchema, type SyncEntity } from '@dosewise/sync-protocol'
import { validator, type Validator } from '#validators/validator'

export type RecordInput = { id?: string } & Record<string, unknown>

const validators = new Map<SyncEntity, Validator<RecordInput>>()

export function recordValidator(entity: SyncEntity): Validator<RecordInput> {
  let found = validators.get(entity)
  if (!found) {
    found = validator(ENTITIES[entity].fields.extend({ id: uuidSchema.optional() })) as Validator<RecordInput>
    validators.set(entity, found)
  }
  return found
}
