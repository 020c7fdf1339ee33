import { useId, useState } from 'react'
import { FileUp } from 'lucide-react'
import { Button } from '../../ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../ui/dialog'
import { Input } from '../../ui/input'
import { Label } from '../../ui/label'
import { Spinner } from '../../ui/spinner'
import { LabImportPreviewTables } from './lab-import-preview'
import { LAB_FILE_ACCEPT } from './read-lab-file'
import { useLabImport } from './use-lab-import'

/**
 * 'Import lab results': pick a FHIR bundle or a CSV file, see what will be added, skipped and
 * refused, then add. Nothing is written before 'Add'; while adding, the dialog stays open and
 * shows how far it is.
 */
export function LabImportDialog() {
  const [open, setOpen] = useState(false)
  const { state, pick, add, reset } = useLabImport(() => setOpen(false))
  const inputId = useId()
  const hintId = useId()
  const adding = state.step === 'adding'
  const preview = state.step === 'preview' || state.step === 'adding' ? state.preview : null
  const count = preview?.plan.toAdd.length ?? 0

  function changeOpen(next: boolean) {
    if (adding) return
    setOpen(next)
    if (!next) reset()
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <FileUp aria-hidden="true" />
          Import lab results
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Import lab results"
        description="Read on this device only: nothing is uploaded and it works offline. You see every result before anything is added."
        className="max-w-3xl"
      >
        <div className="grid min-w-0 gap-2">
          <Label htmlFor={inputId}>Lab results file (FHIR JSON or CSV)</Label>
          <Input
            id={inputId}
            type="file"
            accept={LAB_FILE_ACCEPT}
            aria-describedby={hintId}
            disabled={adding}
            onChange={(event) => void pick(event.currentTarget.files?.[0])}
            className="h-auto file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            A FHIR R4 bundle from a patient portal, or a CSV file with a header row naming test, value, unit, reference range and date
            (YYYY-MM-DD).
          </p>
        </div>

        {state.step === 'reading' && (
          <p role="status" className="flex items-center gap-2 text-sm">
            <Spinner label="" size="sm" /> Reading the file…
          </p>
        )}
        {preview && <LabImportPreviewTables preview={preview} />}
        {state.step === 'adding' && (
          <div role="status" className="grid gap-1 text-sm">
            <span>
              Adding {state.done} of {count}…
            </span>
            <progress className="w-full" max={count} value={state.done} aria-label="Lab results added" />
          </div>
        )}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={adding}>
              Cancel
            </Button>
          </DialogClose>
          <Button onClick={() => void add()} disabled={state.step !== 'preview' || count === 0}>
            {count === 1 ? 'Add 1 result' : `Add ${count} results`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
