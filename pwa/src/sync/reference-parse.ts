/**
 * Checks a downloaded reference snapshot against the protocol's schema a slice at a time (ADR
 * 0047). It is safety data (interactions, severities), so every row is still checked; checking
 * ~340 KB in one call was one long task of ~180 ms on a phone-speed CPU, right after the first
 * screen painted. The result is what `referenceSnapshotSchema.parse` returns.
 */
import { referenceSnapshotSchema, type ReferenceSnapshot } from '@dosewise/sync-protocol'
import { z } from 'zod'
import { slices } from './pause'

/** Rows checked between two pauses. */
const SLICE_ROWS = 50

const shape = referenceSnapshotSchema.shape

// The snapshot with its lists left unchecked: the rows are checked below, a slice at a time.
const envelopeSchema = z.object({
  version: shape.version,
  supplements: z.array(z.unknown()),
  interactions: z.array(z.unknown()),
  medications: z.array(z.unknown()),
  classes: z.array(z.unknown()),
  professionStats: z.array(z.unknown()),
})

async function parseRows<T extends z.ZodTypeAny>(
  list: keyof typeof shape,
  row: T,
  rows: unknown[],
  pause: () => Promise<void>
): Promise<z.output<T>[]> {
  const out: z.output<T>[] = []
  for (const [index, slice] of slices(rows, SLICE_ROWS).entries()) {
    await pause()
    const parsed = z.array(row).safeParse(slice)
    if (!parsed.success) {
      // The same paths a whole-snapshot parse reports ('interactions.412.severity').
      throw new z.ZodError(
        parsed.error.issues.map((issue) => {
          const [at, ...rest] = issue.path
          return { ...issue, path: [list, index * SLICE_ROWS + Number(at), ...rest] }
        })
      )
    }
    out.push(...(parsed.data as z.output<T>[]))
  }
  return out
}

export async function parseReferenceSnapshot(body: unknown, pause: () => Promise<void>): Promise<ReferenceSnapshot> {
  const envelope = envelopeSchema.parse(body)
  return {
    version: envelope.version,
    supplements: await parseRows('supplements', shape.supplements.element, envelope.supplements, pause),
    interactions: await parseRows('interactions', shape.interactions.element, envelope.interactions, pause),
    medications: await parseRows('medications', shape.medications.element, envelope.medications, pause),
    classes: await parseRows('classes', shape.classes.element, envelope.classes, pause),
    professionStats: await parseRows('professionStats', shape.professionStats.element, envelope.professionStats, pause),
  }
}
