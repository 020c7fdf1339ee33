import { useId, useState, type FormEvent } from 'react'
import { useReminderSettings } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { saveReminderSettings } from '../../db/records/reminder-settings'
import { failureToast } from '../../lib/failure-toast'
import { Button } from '../../ui/button'
import { controlClassName } from '../../ui/input'
import { Skeleton } from '../../ui/skeleton'
import { toast } from '../../ui/toast/use-toast'
import { SettingsSection } from './settings-section'

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

/**
 * The time zone reminders and the calendar file follow: a reminder setting, so it is saved on
 * this device and synced like the rest of them (it works offline). None chosen means this
 * device's own zone, which the browser tells.
 */
export function TimeZoneSection() {
  const db = useLocalDb()
  const id = useId()
  const settings = useReminderSettings()
  const [edit, setEdit] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const saved = settings?.timeZone ?? ''
  const zone = edit ?? saved
  // A zone saved on another device that this browser does not list is still offered.
  const zones = saved && !ZONES.includes(saved) ? [saved, ...ZONES] : ZONES

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      await saveReminderSettings(db, { timeZone: zone || null })
      setEdit(null)
      toast({
        title: 'Time zone saved',
        description: `Reminders follow ${zone || `this device’s time zone (${deviceZone()})`}.`,
        variant: 'success',
      })
    } catch (error) {
      failureToast(error, 'Your time zone was not saved', 'Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <SettingsSection
      id="time-zone"
      title="Time zone"
      description="Dose reminders and the calendar file use it. Saved on this device and synced, so it works offline."
    >
      {settings === undefined ? (
        <Skeleton className="h-11" />
      ) : (
        <form onSubmit={save} className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={`${id}-zone`} className="text-sm font-medium">
              Time zone
            </label>
            <select id={`${id}-zone`} className={`${controlClassName} h-11`} value={zone} onChange={(event) => setEdit(event.target.value)}>
              <option value="">This device’s time zone ({deviceZone()})</option>
              {zones.map((name) => (
                <option key={name} value={name}>
                  {name.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          </div>
          <div>
            <Button type="submit" disabled={saving || zone === saved}>
              {saving ? 'Saving...' : 'Save time zone'}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  )
}
