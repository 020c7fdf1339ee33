/**
 * The shift rota as the Dose times card edits it: the values as typed, read into a rota with
 * the contract's schema, or a message for each field that is wrong. Hours at their defaults are
 * left out of the saved rota, so one saved before hours could be set reads the same as before.
 */
import {
  ROTA_DEFAULTS,
  ROTA_LETTERS,
  firstErrorByField,
  parseOrErrors,
  parseRotaPattern,
  rotaSchema,
  type Rota,
} from '@dosewise/sync-protocol'

export interface RotaForm {
  pattern: string
  startsOn: string
  dayStart: string
  nightStart: string
  shiftHours: string
}
export type RotaFormErrors = Partial<Record<keyof RotaForm, string>>

export const PATTERN_ERROR = 'Use D (day shift), N (night shift) and O (off), up to 28 days.'

/** The form's values for a saved rota (or none: an empty pattern from today, the default hours). */
export function rotaFormOf(rota: Rota | null, today: string): RotaForm {
  return {
    pattern: rota ? rota.pattern.map((shift) => ROTA_LETTERS[shift]).join(' ') : '',
    startsOn: rota?.startsOn ?? today,
    dayStart: rota?.dayStart ?? ROTA_DEFAULTS.dayStart,
    nightStart: rota?.nightStart ?? ROTA_DEFAULTS.nightStart,
    shiftHours: String(rota?.shiftHours ?? ROTA_DEFAULTS.shiftHours),
  }
}

/** The rota without the hours that are at their defaults. */
export function compactRota({ dayStart, nightStart, shiftHours, ...rota }: Rota): Rota {
  return {
    ...rota,
    ...(dayStart !== undefined && dayStart !== ROTA_DEFAULTS.dayStart && { dayStart }),
    ...(nightStart !== undefined && nightStart !== ROTA_DEFAULTS.nightStart && { nightStart }),
    ...(shiftHours !== undefined && shiftHours !== ROTA_DEFAULTS.shiftHours && { shiftHours }),
  }
}

/** The rota the form describes (null: an empty pattern, no rota), or what is wrong with it. */
export function readRotaForm(form: RotaForm): { rota: Rota | null; errors: RotaFormErrors } {
  if (form.pattern.trim() === '') return { rota: null, errors: {} }
  const pattern = parseRotaPattern(form.pattern)
  const result = parseOrErrors(rotaSchema, {
    pattern: pattern ?? ['off'],
    startsOn: form.startsOn,
    dayStart: form.dayStart,
    nightStart: form.nightStart,
    shiftHours: Number(form.shiftHours),
  })
  const errors: RotaFormErrors = result.success ? {} : firstErrorByField(result.errors)
  if (!pattern) errors.pattern = PATTERN_ERROR
  return result.success && pattern ? { rota: compactRota(result.data), errors } : { rota: null, errors }
}
