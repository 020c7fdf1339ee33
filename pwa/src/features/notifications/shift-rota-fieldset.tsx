import { ROTA_DEFAULTS, SHIFT_HOURS_MAX, SHIFT_HOURS_MIN, TIME_OF_DAY_PATTERN, rotaTimes, type RotaHours } from '@dosewise/sync-protocol'
import type { RotaForm, RotaFormErrors } from './rota-form'

const INPUT = 'h-10 rounded-md border border-input bg-background px-2 placeholder:text-muted-foreground placeholder:italic'
const HOURS = Array.from({ length: SHIFT_HOURS_MAX - SHIFT_HOURS_MIN + 1 }, (_, i) => SHIFT_HOURS_MIN + i)

export interface ShiftRotaFieldsetProps {
  /** Prefix of the controls' and messages' ids. */
  id: string
  form: RotaForm
  errors: RotaFormErrors
  onChange: (form: RotaForm) => void
}

/**
 * The optional shift rota of the Dose times card: the repeating pattern, its first day and the
 * person's shift hours, each message under the controls and read out with its control. The hint
 * says what the hours mean for sleep, from the same rule Today and the reminders follow.
 */
export function ShiftRotaFieldset({ id, form, errors, onChange }: ShiftRotaFieldsetProps) {
  const idOf = (field: keyof RotaForm) => `${id}-rota-${field}`
  const errorOf = (field: keyof RotaForm) => `${idOf(field)}-error`
  const hoursHint = `${id}-rota-hours-hint`
  // The hint follows the hours as typed while they are valid (with no pattern, nothing checks them).
  const usable = (name: 'dayStart' | 'nightStart') => !errors[name] && TIME_OF_DAY_PATTERN.test(form[name])
  const hours: RotaHours = {
    dayStart: usable('dayStart') ? form.dayStart : ROTA_DEFAULTS.dayStart,
    nightStart: usable('nightStart') ? form.nightStart : ROTA_DEFAULTS.nightStart,
    shiftHours: errors.shiftHours ? ROTA_DEFAULTS.shiftHours : Number(form.shiftHours),
  }
  const times = rotaTimes(hours)
  const field = (name: keyof RotaForm) => ({
    id: idOf(name),
    value: form[name],
    'aria-invalid': errors[name] ? true : undefined,
    onChange: (event: { target: { value: string } }) => onChange({ ...form, [name]: event.target.value }),
  })
  const described = (name: keyof RotaForm, hint?: string) =>
    [errors[name] ? errorOf(name) : null, hint].filter(Boolean).join(' ') || undefined
  const messages = (['startsOn', 'dayStart', 'nightStart', 'shiftHours'] as const).filter((name) => errors[name])

  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Shift rota (optional)</legend>
      <div className="grid gap-1 text-sm">
        <label htmlFor={idOf('pattern')}>Pattern, repeating</label>
        <input {...field('pattern')} className={INPUT} placeholder="e.g. D D N N O O" aria-describedby={`${id}-rota-hint`} />
        <p id={`${id}-rota-hint`} className={errors.pattern ? 'text-destructive' : 'text-muted-foreground'}>
          {errors.pattern ?? 'D day shift, N night shift, O off. Doses and reminders move out of your sleep.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <div className="grid gap-1 text-sm">
          <label htmlFor={idOf('startsOn')}>The pattern’s first day</label>
          <input {...field('startsOn')} type="date" className={`${INPUT} w-44`} aria-describedby={described('startsOn')} />
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={idOf('dayStart')}>Day shifts start</label>
          <input {...field('dayStart')} type="time" className={`${INPUT} w-32`} aria-describedby={described('dayStart', hoursHint)} />
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={idOf('nightStart')}>Night shifts start</label>
          <input {...field('nightStart')} type="time" className={`${INPUT} w-32`} aria-describedby={described('nightStart', hoursHint)} />
        </div>
        <div className="grid gap-1 text-sm">
          <label htmlFor={idOf('shiftHours')}>Shift length</label>
          <select {...field('shiftHours')} className={`${INPUT} w-32`} aria-describedby={described('shiftHours', hoursHint)}>
            {HOURS.map((hour) => (
              <option key={hour} value={String(hour)}>
                {hour} hours
              </option>
            ))}
          </select>
        </div>
      </div>
      {messages.map((name) => (
        <p key={name} id={errorOf(name)} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ))}
      <p id={hoursHint} className="text-sm text-muted-foreground">
        Day shift {times.day[0]}–{times.day[1]}, night shift {times.night[0]}–{times.night[1]}. You sleep {times.nightSleep[0]}–
        {times.nightSleep[1]} before a day shift and {times.daySleep[0]}–{times.daySleep[1]} after a night shift.
      </p>
    </fieldset>
  )
}
