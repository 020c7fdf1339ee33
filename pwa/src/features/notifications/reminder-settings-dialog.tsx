import { useState, type FormEvent } from 'react'
import { Settings } from 'lucide-react'
import type { ReminderSettings } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { saveReminderSettings } from '../../db/records/reminder-settings'
import { changedFields } from '../../lib/changed-fields'
import { failureToast } from '../../lib/failure-toast'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../ui/dialog'
import { toast } from '../../ui/toast/use-toast'
import { REMINDER_KINDS, switchesOf, type ReminderSwitches } from './reminder-kinds'

/** The Settings button and its dialog: the three switches, saved on this device and synced. */
export function ReminderSettingsDialog({ settings }: { settings: ReminderSettings | undefined }) {
  const db = useLocalDb()
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState<ReminderSwitches | null>(null)

  function onOpenChange(next: boolean) {
    // Start from what is stored each time, not from an abandoned earlier edit.
    if (next && settings) setValues(switchesOf(settings))
    setOpen(next)
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!settings || !values) return
    const patch = changedFields(switchesOf(settings), values)
    if (Object.keys(patch).length > 0) {
      try {
        await saveReminderSettings(db, patch)
      } catch (error) {
        failureToast(error, 'Error', 'Failed to save your reminder settings. Please try again.')
        return
      }
      toast({ title: 'Settings saved', description: 'Your reminder settings have been updated.', variant: 'success' })
    }
    setOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!settings}>
          <Settings aria-hidden="true" />
          Settings
        </Button>
      </DialogTrigger>
      <DialogContent title="Reminder Settings" description="Choose which reminders and alerts you get.">
        {values && (
          <form onSubmit={save} className="grid gap-4">
            <div className="grid gap-1">
              {REMINDER_KINDS.map(({ key, label, hint }) => (
                <label key={key} className="flex min-h-11 cursor-pointer items-start gap-3 py-2">
                  <Checkbox
                    className="mt-0.5"
                    checked={values[key]}
                    onChange={(event) => setValues({ ...values, [key]: event.target.checked })}
                    aria-describedby={`reminder-${key}-hint`}
                  />
                  <span className="grid gap-0.5">
                    <span className="text-sm font-medium">{label}</span>
                    <span id={`reminder-${key}-hint`} className="text-sm text-muted-foreground">
                      {hint}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit">Save Settings</Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}
