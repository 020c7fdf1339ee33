/**
 * The kind of value each field of a synced record holds, read from its read schema: the API
 * stores each kind in its own column type, the device fills an absent list as empty. A field of
 * a type not listed here is refused when the registry is first read, not at a person's write.
 */
import type { z } from 'zod'
import { ENTITIES, type EntityDefinition } from './registry.js'
import type { SyncEntity } from './envelope.js'

export type FieldKind = 'text' | 'boolean' | 'list' | 'timestamp' | 'integer' | 'json'

/** The type under optional, nullable, default and refinements. */
function innerType(schema: z.ZodTypeAny): z.ZodTypeAny {
  const def = schema._def as { typeName: string; innerType?: z.ZodTypeAny; schema?: z.ZodTypeAny }
  if (def.innerType) return innerType(def.innerType)
  if (def.typeName === 'ZodEffects' && def.schema) return innerType(def.schema)
  return schema
}

export function fieldKind(schema: z.ZodTypeAny, name = 'field'): FieldKind {
  const def = innerType(schema)._def as { typeName: string; checks?: Array<{ kind: string }> }
  switch (def.typeName) {
    case 'ZodBoolean':
      return 'boolean'
    case 'ZodArray':
      return 'list'
    case 'ZodNumber':
      return 'integer'
    case 'ZodObject':
    case 'ZodRecord':
      return 'json'
    case 'ZodEnum':
      return 'text'
    case 'ZodString':
      return def.checks?.some((check) => check.kind === 'datetime') ? 'timestamp' : 'text'
    default:
      throw new Error(`${name}: no field kind for ${def.typeName}`)
  }
}

const cache = new Map<SyncEntity, Record<string, FieldKind>>()

/** Every field of a kind's read shape (id and userId aside) and the kind of value it holds. */
export function fieldKinds(entity: SyncEntity): Record<string, FieldKind> {
  let kinds = cache.get(entity)
  if (!kinds) {
    const definition: EntityDefinition = ENTITIES[entity]
    const shape = definition.read.shape as Record<string, z.ZodTypeAny>
    kinds = Object.fromEntries(
      Object.keys(shape)
        .filter((key) => key !== 'id' && key !== 'userId')
        .map((key) => [key, fieldKind(shape[key], `${entity}.${key}`)])
    )
    cache.set(entity, kinds)
  }
  return kinds
}
