import { useState } from 'react'
import type { AdminCsvKind, AdminCsvPreview } from '@dosewise/sync-protocol'
import { Button, buttonClassName } from '../../../ui/button'
import { Dialog, DialogContent, DialogFooter } from '../../../ui/dialog'
import { Label } from '../../../ui/label'
import { toast } from '../../../ui/toast/use-toast'
import { failureToast } from '../../../lib/failure-toast'
import { applyImport, previewImport } from './catalogue-api'

/** The file's text (FileReader: older engines, and jsdom, have no Blob.text()). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(file)
  })
}

const ACTION_LABELS = { add: 'Add', change: 'Change', same: 'No change', error: 'Problem' } as const

/**
 * 'Import CSV' (ADR 0035): choose supplements or interactions and a file in the knowledge base's
 * CSV columns; the preview says what each row would do or what is wrong with it, writing nothing;
 * 'Apply' writes every row in one go, and only when no row has a problem.
 */
export function ImportCsvDialog({ open, onClose, onApplied }: { open: boolean; onClose: () => void; onApplied: () => void }) {
  const [kind, setKind] = useState<AdminCsvKind>('supplements')
  const [csv, setCsv] = useState<string | null>(null)
  const [preview, setPreview] = useState<AdminCsvPreview | null>(null)
  const [busy, setBusy] = useState(false)

  function reset() {
    setCsv(null)
    setPreview(null)
  }

  async function choose(file: File | undefined) {
    setPreview(null)
    if (!file) return setCsv(null)
    const text = await readText(file)
    setCsv(text)
    setBusy(true)
    try {
      setPreview(await previewImport(kind, text))
    } catch (error) {
      failureToast(error, 'Preview failed', 'Please try again.')
    } finally {
      setBusy(false)
    }
  }

  async function apply() {
    if (!csv) return
    setBusy(true)
    try {
      const result = await applyImport(kind, csv)
      toast({
        title: 'Import applied',
        description: `${result.counts.add} added, ${result.counts.change} changed. Reference data is now version ${result.version}.`,
        variant: 'success',
      })
      reset()
      onApplied()
    } catch (error) {
      failureToast(error, 'Import not applied', 'Please try again.')
    } finally {
      setBusy(false)
    }
  }

  const errors = preview?.counts.error ?? 0
  const changes = preview ? preview.counts.add + preview.counts.change : 0
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          reset()
          onClose()
        }
      }}
    >
      <DialogContent
        title="Import CSV"
        description="Rows are checked like the knowledge-base files; nothing is written until you apply."
        className="max-w-3xl"
      >
        <fieldset className="grid gap-2">
          <legend className="font-medium">What the file holds</legend>
          {(['supplements', 'interactions'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name="admin-import-kind"
                checked={kind === value}
                onChange={() => {
                  setKind(value)
                  reset()
                }}
              />
              {value === 'supplements' ? 'Supplements' : 'Interactions'}
            </label>
          ))}
        </fieldset>
        <p className="text-sm">
          Start from the current data:{' '}
          <a className={buttonClassName('link', 'sm')} href={`/api/admin/catalogue/export/${kind}`} download>
            Download {kind} CSV
          </a>
          . Lists and objects sit in one cell as JSON; every record needs its sources.
        </p>
        <div className="grid gap-2">
          <Label htmlFor="admin-import-file">CSV file</Label>
          <input
            key={kind}
            id="admin-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </div>
        {busy && <p role="status">Checking…</p>}
        {preview?.fileError && <p role="alert">{preview.fileError}</p>}
        {preview && !preview.fileError && (
          <section aria-label="Preview" className="grid gap-2">
            <p role="status">
              {preview.counts.add} to add, {preview.counts.change} to change, {preview.counts.same} unchanged, {errors} with problems.
            </p>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left">
                  <th scope="col">Line</th>
                  <th scope="col">Record</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} className="border-t align-top">
                    <td>{row.line}</td>
                    <td>{row.key}</td>
                    <td>
                      {ACTION_LABELS[row.action]}
                      {row.errors.length > 0 && (
                        <ul className="text-destructive">
                          {row.errors.map((message) => (
                            <li key={message}>{message}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {errors > 0 && <p>Fix the rows with problems and choose the file again: an import is applied whole or not at all.</p>}
          </section>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => (reset(), onClose())}>
            Cancel
          </Button>
          <Button type="button" disabled={busy || !preview || errors > 0 || changes === 0} onClick={() => void apply()}>
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
