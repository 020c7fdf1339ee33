/**
 * The import's steps: a file is read and planned (nothing written), then, when the person
 * confirms, the planned results are written one by one with `createRecord` — each with its
 * outbox entry, so they sync by themselves, offline too.
 */
import { useState } from 'react'
import type { LabResult } from '@dosewise/sync-protocol'
import { planLabImport, type LabImportPlan, type LabImportSkip } from '@dosewise/sync-protocol/import'
import { listRecords } from '../../db/hooks'
import { useLocalDb } from '../../db/local-db-context'
import { createRecord } from '../../db/writes'
import { failureToast } from '../../lib/failure-toast'
import { toast } from '../../ui/toast/use-toast'
import { readLabFile } from './read-lab-file'

export interface LabImportPreview {
  fileName: string
  plan: LabImportPlan
  skipped: LabImportSkip[]
}

export type LabImportState =
  | { step: 'choose' }
  | { step: 'reading' }
  | { step: 'preview'; preview: LabImportPreview }
  | { step: 'adding'; preview: LabImportPreview; done: number }

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export function useLabImport(onAdded: () => void) {
  const db = useLocalDb()
  const [state, setState] = useState<LabImportState>({ step: 'choose' })

  async function pick(file: File | undefined) {
    if (!file) return setState({ step: 'choose' })
    setState({ step: 'reading' })
    try {
      const parsed = await readLabFile(file)
      const existing = await listRecords<LabResult>(db, 'labResult')
      const plan = planLabImport(parsed.rows, existing)
      const errors = [...parsed.errors, ...plan.errors].sort((a, b) => a.row - b.row)
      setState({ step: 'preview', preview: { fileName: file.name, plan: { ...plan, errors }, skipped: parsed.skipped } })
    } catch (error) {
      failureToast(error, 'Error', 'Failed to read your lab results. Please try again.')
      setState({ step: 'choose' })
    }
  }

  async function add() {
    if (state.step !== 'preview') return
    const { preview } = state
    const total = preview.plan.toAdd.length
    let done = 0
    setState({ step: 'adding', preview, done })
    try {
      for (const lab of preview.plan.toAdd) {
        await createRecord(db, 'labResult', lab.input)
        done += 1
        setState({ step: 'adding', preview, done })
      }
    } catch (error) {
      failureToast(
        error,
        'Error',
        `${plural(done, 'lab result was', 'lab results were')} added; the other ${total - done} were not. Please try again.`
      )
      setState({ step: 'choose' })
      onAdded()
      return
    }
    toast({ title: 'Lab results imported', description: `${plural(done, 'lab result', 'lab results')} added.`, variant: 'success' })
    setState({ step: 'choose' })
    onAdded()
  }

  const reset = () => setState({ step: 'choose' })

  return { state, pick, add, reset }
}
