import { useId, useMemo, useState, type FormEvent } from 'react'
import { CalendarPlus } from 'lucide-react'
import type { ReminderSettings } from '@dosewise/sync-protocol'
import { usePendingCount, useReferenceData, useStack } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { saveReminderSettings } from '../../db/records/reminder-settings'
import { setDoseTime } from '../../db/records/stack'
import { failureToast } from '../../lib/failure-toast'
import { useOnline } from '../../lib/use-online'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { Skeleton } from '../../ui/skeleton'
import { toast } from '../../ui/toast/use-toast'
import { localDay } from '../../lib/dates'
import { compactRota, readRotaForm, rotaFormOf, type RotaForm } from './rota-form'
import { ShiftRotaFieldset } from './shift-rota-fieldset'

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

/**
 * When each supplement of the stack is taken, in which time zone, and the calendar file that
 * carries the same timetable into the phone's own calendar. Times are saved on the device and
 * synced; the calendar file is made by the server from what it has, so it needs a connection.
 */
export function DoseTimesCard({ settings }: { settings: ReminderSettings | undefined }) {
  const db = useLocalDb()
  const id = useId()
  const stack = useStack()
  const reference = useReferenceData()
  const online = useOnline()
  const pending = usePendingCount()
  const [edits, setEdits] = useState<Record<number, string>>({})
  const [zoneEdit, setZoneEdit] = useState<string | null>(null)
  const [rotaEdit, setRotaEdit] = useState<RotaForm | null>(null)
  const names = useMemo(() => new Map((reference?.supplements ?? []).map((s) => [s.id, s.name])), [reference])

  const zone = zoneEdit ?? settings?.timeZone ?? ''
  const effectiveZone = zone || deviceZone()
  const items = [...(stack ?? [])].sort((a, b) => (a.time ?? '99:99').localeCompare(b.time ?? '99:99'))
  const changed = items.filter((item) => item.supplementId in edits && (edits[item.supplementId] || null) !== item.time)
  const zoneChanged = zoneEdit !== null && (zoneEdit || null) !== (settings?.timeZone ?? null)
  const savedRota = settings?.rota ?? null
  const rotaForm = rotaEdit ?? rotaFormOf(savedRota, localDay(new Date()))
  const { rota: newRota, errors: rotaErrors } = readRotaForm(rotaForm)
  const rotaInvalid = Object.keys(rotaErrors).length > 0
  const rotaChanged = rotaEdit !== null && !rotaInvalid && JSON.stringify(newRota) !== JSON.stringify(savedRota && compactRota(savedRota))

  async function save(event: FormEvent) {
    event.preventDefault()
    try {
      for (const item of changed) await setDoseTime(db, item.supplementId, edits[item.supplementId] || null)
      if (zoneChanged) await saveReminderSettings(db, { timeZone: zoneEdit || null })
      if (rotaChanged) await saveReminderSettings(db, { rota: newRota })
    } catch (error) {
      failureToast(error, 'Error', 'Failed to save your dose times. Please try again.')
      return
    }
    setEdits({})
    setZoneEdit(null)
    setRotaEdit(null)
    toast({ title: 'Dose times saved', description: 'Today and your reminders follow the new times.', variant: 'success' })
  }

  return (
    <Card aria-busy={stack === undefined}>
      <CardHeader>
        <CardTitle asChild>
          <h2>Dose times</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {stack === undefined || settings === undefined || reference === undefined ? (
          <Skeleton className="h-24" />
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">Save a plan or track a supplement to set when you take it.</p>
        ) : (
          <form onSubmit={save} className="grid gap-4" aria-label="Dose times">
            <ul className="grid gap-2">
              {items.map((item) => {
                const name = names.get(item.supplementId) ?? `Supplement #${item.supplementId}`
                return (
                  <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                    <label htmlFor={`${id}-${item.supplementId}`} className="text-sm font-medium">
                      {name}
                      {item.dosage && <span className="ml-1 font-normal text-muted-foreground">{item.dosage}</span>}
                    </label>
                    <input
                      id={`${id}-${item.supplementId}`}
                      type="time"
                      className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                      value={edits[item.supplementId] ?? item.time ?? ''}
                      onChange={(event) => setEdits({ ...edits, [item.supplementId]: event.target.value })}
                      aria-describedby={`${id}-any`}
                    />
                  </li>
                )
              })}
            </ul>
            <p id={`${id}-any`} className="text-sm text-muted-foreground">
              Leave a time empty for a supplement you take at any time of the day.
            </p>
            <label className="grid gap-1 text-sm font-medium">
              Time zone
              <select
                className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                value={zone}
                onChange={(event) => setZoneEdit(event.target.value)}
              >
                <option value="">This device’s time zone ({deviceZone()})</option>
                {ZONES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <ShiftRotaFieldset id={id} form={rotaForm} errors={rotaErrors} onChange={setRotaEdit} />
            <div className="flex flex-wrap items-center gap-2">
              <Button type="submit" disabled={(changed.length === 0 && !zoneChanged && !rotaChanged) || rotaInvalid}>
                Save times
              </Button>
              {online ? (
                <Button asChild variant="outline">
                  <a href={`/api/calendar/doses.ics?tz=${encodeURIComponent(effectiveZone)}`} download="dosewise-doses.ics">
                    <CalendarPlus aria-hidden="true" />
                    Add to your calendar
                  </a>
                </Button>
              ) : (
                <Button variant="outline" disabled>
                  <CalendarPlus aria-hidden="true" />
                  Add to your calendar
                </Button>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {online
                ? 'The calendar file repeats each timed dose every day with an alarm, so your phone reminds you even with no connection.'
                : 'The calendar file needs a connection; your times are saved on this device meanwhile.'}
              {online && pending > 0 && ' Changes still waiting to sync will be in it once they have synced.'}
            </p>
          </form>
        )}
      </CardContent>
    </Card>
  )
}
