import { useId, useState, type FormEvent } from 'react'
import {
  JOURNAL_ENERGY_LEVELS,
  JOURNAL_LEVEL_LABELS,
  JOURNAL_MOODS,
  JOURNAL_SLEEP_QUALITIES,
  JOURNAL_STRESS_LEVELS,
} from '@dosewise/sync-protocol'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord } from '../../db/writes'
import { reportWriteError } from '../../lib/report-write-error'
import { toast } from '../../ui/toast/use-toast'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'

const FIELDS = [
  { key: 'mood', label: 'Mood', options: JOURNAL_MOODS, initial: 'good' },
  { key: 'energy', label: 'Energy', options: JOURNAL_ENERGY_LEVELS, initial: 'medium' },
  { key: 'sleep', label: 'Sleep', options: JOURNAL_SLEEP_QUALITIES, initial: 'good' },
  { key: 'stress', label: 'Stress', options: JOURNAL_STRESS_LEVELS, initial: 'moderate' },
] as const

type Values = Record<(typeof FIELDS)[number]['key'], string>
const initialValues = () => Object.fromEntries(FIELDS.map((field) => [field.key, field.initial])) as Values

/**
 * Today's journal entry in four choices and a note, saved on the device like any entry. The
 * supplements marked taken today go with it, so the journal and the doses agree.
 */
export function QuickJournal({ takenToday }: { takenToday: readonly string[] }) {
  const db = useLocalDb()
  const id = useId()
  const [values, setValues] = useState<Values>(initialValues)
  const [notes, setNotes] = useState('')
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      await createRecord(db, 'journalEntry', { ...values, notes: notes.trim() || null, supplementsTaken: [...takenToday] })
      toast({ title: 'Journal Entry Saved', description: 'Your daily entry has been recorded successfully.', variant: 'success' })
      setValues(initialValues())
      setNotes('')
    } catch (error) {
      reportWriteError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>How are you today?</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-3" aria-label="Quick journal entry">
          <div className="grid grid-cols-2 gap-3">
            {FIELDS.map((field) => (
              <label key={field.key} className="grid gap-1 text-sm font-medium">
                {field.label}
                <select
                  className="h-10 rounded-md border border-input bg-background px-2 text-sm"
                  value={values[field.key]}
                  onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                >
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {JOURNAL_LEVEL_LABELS[option]}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <label htmlFor={`${id}-notes`} className="text-sm font-medium">
            Notes (optional)
          </label>
          <textarea
            id={`${id}-notes`}
            className="min-h-16 rounded-md border border-input bg-background p-2 text-sm"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          {takenToday.length > 0 && <p className="text-sm text-muted-foreground">With today’s doses: {takenToday.join(', ')}</p>}
          <Button type="submit" disabled={saving}>
            Save entry
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
