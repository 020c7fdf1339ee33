import { useId, useState, type FormEvent } from 'react'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord } from '../../db/writes'
import { reportWriteError } from '../../lib/report-write-error'
import { Button } from '../../ui/button'
import { toast } from '../../ui/toast/use-toast'

const SCALES = [
  { key: 'overallWellbeing', label: 'Overall wellbeing', low: 'Poor', high: 'Excellent' },
  { key: 'energyLevels', label: 'Energy', low: 'Drained', high: 'Full of energy' },
  { key: 'sleepQuality', label: 'Sleep quality', low: 'Very poor', high: 'Excellent' },
  { key: 'stressLevels', label: 'Stress', low: 'None', high: 'Extreme' },
] as const

type Scores = Record<(typeof SCALES)[number]['key'], number>

/**
 * The weekly check-in (spec §3 progress_tracking): four ratings out of 10, the week's dose
 * compliance (filled in from the doses marked, editable), and a note. Saved on the device.
 */
export function CheckInForm({ week, compliance }: { week: number; compliance: number | null }) {
  const db = useLocalDb()
  const id = useId()
  const [scores, setScores] = useState<Scores>({ overallWellbeing: 7, energyLevels: 7, sleepQuality: 7, stressLevels: 4 })
  const [stated, setStated] = useState<number | null>(null)
  const [notes, setNotes] = useState('')
  const [saving, setSaving] = useState(false)
  const shownCompliance = stated ?? compliance ?? 0

  async function save(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    try {
      await createRecord(db, 'progressCheckIn', {
        weekNumber: week,
        ...scores,
        supplementCompliance: shownCompliance,
        notes: notes.trim() || null,
      })
      toast({ title: 'Check-in saved', description: `Week ${week} is recorded.`, variant: 'success' })
      setNotes('')
      setStated(null)
    } catch (error) {
      reportWriteError(error)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} aria-label="Weekly check-in" className="grid gap-4">
      {SCALES.map((scale) => (
        <div key={scale.key} className="grid gap-1">
          <div className="flex items-baseline justify-between text-sm">
            <label htmlFor={`${id}-${scale.key}`} className="font-medium">
              {scale.label}
            </label>
            <output htmlFor={`${id}-${scale.key}`} className="tabular-nums">
              {scores[scale.key]} / 10
            </output>
          </div>
          <input
            id={`${id}-${scale.key}`}
            type="range"
            min={0}
            max={10}
            step={1}
            value={scores[scale.key]}
            aria-valuetext={`${scores[scale.key]} out of 10`}
            onChange={(event) => setScores({ ...scores, [scale.key]: Number(event.target.value) })}
            className="accent-primary"
          />
          <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
            <span>{scale.low}</span>
            <span>{scale.high}</span>
          </div>
        </div>
      ))}
      <label className="grid gap-1 text-sm font-medium">
        Doses taken this week (%)
        <input
          type="number"
          min={0}
          max={100}
          value={shownCompliance}
          onChange={(event) => setStated(Math.max(0, Math.min(100, Math.round(Number(event.target.value) || 0))))}
          className="h-10 w-28 rounded-md border border-input bg-background px-2"
        />
        <span className="font-normal text-muted-foreground">
          {compliance === null ? 'No doses were planned this week.' : `From the doses you marked: ${compliance}%.`}
        </span>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        Notes (optional)
        <textarea
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className="min-h-16 rounded-md border border-input bg-background p-2"
        />
      </label>
      <Button type="submit" disabled={saving} className="justify-self-start">
        Save check-in
      </Button>
    </form>
  )
}
