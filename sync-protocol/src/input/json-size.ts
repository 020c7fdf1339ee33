/**
 * The most bytes a valid request body can take, worked out from its schema: what the API's
 * per-route body limits are set to (so every valid request fits and little else does).
 *
 * Every UTF-16 unit of a string is counted as 6 bytes, the most JSON can spend on one
 * (`\u0001`; a lone surrogate is escaped the same way), so the bound holds for any text a
 * schema accepts. A schema with no bound on some part (a string without a maximum, an
 * open record) has no finite size: `Infinity`.
 */
import { z } from 'zod'
import { UUID_PATTERN } from '../ids.js'

const NUMBER_BYTES = 24 // -1.2345678901234567e+308
const BYTES_PER_UNIT = 6
const UUID_UNITS = 36

const quoted = (units: number) => 2 + units * BYTES_PER_UNIT

function stringBytes(def: z.ZodStringDef): number {
  let max = Number.POSITIVE_INFINITY
  for (const check of def.checks) {
    if (check.kind === 'max' || check.kind === 'length') max = Math.min(max, check.value)
    else if (check.kind === 'uuid') max = Math.min(max, UUID_UNITS)
    else if (check.kind === 'regex' && check.regex.source === UUID_PATTERN.source) max = Math.min(max, UUID_UNITS)
  }
  return quoted(max)
}

function objectBytes(shape: z.ZodRawShape): number {
  const entries = Object.entries(shape)
  // {"key":value,...}: braces, quotes and colon per key, commas between.
  let total = 2 + Math.max(0, entries.length - 1)
  for (const [key, value] of entries) total += quoted(key.length) + 1 + maxJsonBytes(value)
  return total
}

export function maxJsonBytes(schema: z.ZodTypeAny): number {
  const def = schema._def as z.ZodTypeDef & { typeName: z.ZodFirstPartyTypeKind } & Record<string, any>
  switch (def.typeName) {
    case z.ZodFirstPartyTypeKind.ZodString:
      return stringBytes(def as unknown as z.ZodStringDef)
    case z.ZodFirstPartyTypeKind.ZodNumber:
    case z.ZodFirstPartyTypeKind.ZodBigInt:
      return NUMBER_BYTES
    case z.ZodFirstPartyTypeKind.ZodBoolean:
      return 5
    case z.ZodFirstPartyTypeKind.ZodNull:
    case z.ZodFirstPartyTypeKind.ZodUndefined:
      return 4
    case z.ZodFirstPartyTypeKind.ZodLiteral:
      return JSON.stringify(def.value)?.length ?? 4
    case z.ZodFirstPartyTypeKind.ZodEnum:
      return Math.max(...(def.values as string[]).map((value) => JSON.stringify(value).length))
    case z.ZodFirstPartyTypeKind.ZodNativeEnum:
      return Math.max(...Object.values(def.values as object).map((value) => JSON.stringify(value).length))
    case z.ZodFirstPartyTypeKind.ZodOptional:
    case z.ZodFirstPartyTypeKind.ZodNullable:
      return Math.max(4, maxJsonBytes(def.innerType))
    case z.ZodFirstPartyTypeKind.ZodDefault:
    case z.ZodFirstPartyTypeKind.ZodCatch:
    case z.ZodFirstPartyTypeKind.ZodReadonly:
      return maxJsonBytes(def.innerType)
    case z.ZodFirstPartyTypeKind.ZodBranded:
      return maxJsonBytes(def.type)
    case z.ZodFirstPartyTypeKind.ZodEffects:
      return maxJsonBytes(def.schema)
    case z.ZodFirstPartyTypeKind.ZodPipeline:
      // The value must pass both ends.
      return Math.min(maxJsonBytes(def.in), maxJsonBytes(def.out))
    case z.ZodFirstPartyTypeKind.ZodArray: {
      const max = def.maxLength?.value ?? def.exactLength?.value ?? Number.POSITIVE_INFINITY
      return 2 + max * (maxJsonBytes(def.type) + 1)
    }
    case z.ZodFirstPartyTypeKind.ZodTuple:
      return 2 + (def.items as z.ZodTypeAny[]).reduce((sum, item) => sum + maxJsonBytes(item) + 1, 0)
    case z.ZodFirstPartyTypeKind.ZodObject:
      return objectBytes((schema as z.AnyZodObject).shape)
    case z.ZodFirstPartyTypeKind.ZodUnion:
    case z.ZodFirstPartyTypeKind.ZodDiscriminatedUnion: {
      const options = (
        Array.isArray(def.options) ? def.options : [...(def.options as Map<unknown, z.ZodTypeAny>).values()]
      ) as z.ZodTypeAny[]
      return Math.max(...options.map(maxJsonBytes))
    }
    case z.ZodFirstPartyTypeKind.ZodIntersection:
      return maxJsonBytes(def.left) + maxJsonBytes(def.right)
    default:
      // Records, maps, unknown, any, lazy…: no bound to be read from the schema.
      return Number.POSITIVE_INFINITY
  }
}
