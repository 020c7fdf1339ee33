import { useState } from 'react'
import { Download } from 'lucide-react'
import { ACCOUNT_MESSAGES } from '@dosewise/sync-protocol'
import { failureToast } from '../../lib/failure-toast'
import { usePendingCount } from '../../db/hooks'
import { Button } from '../../ui/button'
import { saveFile } from '../../lib/save-file'
import { downloadExport, type ExportProgress } from './account-api'
import { NeedsConnection, SettingsSection } from './settings-section'

type State = { step: 'idle' } | { step: 'working'; progress: ExportProgress | null } | { step: 'done'; fileName: string }

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`

function progressText(progress: ExportProgress | null): string {
  if (!progress) return 'Preparing your export…'
  if (progress.total) return `Downloading… ${Math.round((progress.received / progress.total) * 100)}%`
  return `Downloading… ${kilobytes(progress.received)}`
}

/**
 * 'Export my data': everything of the person the server holds, as a zip of JSON and CSV files
 * (GET /api/account/export), with how far it has come while it downloads.
 */
export function ExportSection({ online }: { online: boolean }) {
  const pending = usePendingCount()
  const [state, setState] = useState<State>({ step: 'idle' })

  async function exportData() {
    setState({ step: 'working', progress: null })
    try {
      const file = await downloadExport((progress) => setState({ step: 'working', progress }))
      saveFile(file.fileName, file.blob)
      setState({ step: 'done', fileName: file.fileName })
    } catch (error) {
      setState({ step: 'idle' })
      failureToast(error, 'Export failed', ACCOUNT_MESSAGES.exportFailed)
    }
  }

  const working = state.step === 'working'
  return (
    <SettingsSection
      id="your-data"
      title="Your data"
      description="A copy of everything your account holds on our server: a zip of JSON files (for programs) and CSV files (for spreadsheets), with a README saying what each is."
    >
      {!online && <NeedsConnection what="Exporting your data" />}
      {online && pending > 0 && (
        <p className="text-sm">
          {pending === 1 ? '1 change' : `${pending} changes`} on this device {pending === 1 ? "hasn't" : "haven't"} synced yet and will be
          in the export once {pending === 1 ? 'it has' : 'they have'}.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={!online || working} onClick={() => void exportData()}>
          <Download aria-hidden="true" />
          {working ? 'Exporting...' : 'Export my data'}
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
          {state.step === 'working' && progressText(state.progress)}
          {state.step === 'done' && `Downloaded ${state.fileName}.`}
        </p>
      </div>
      {working && (
        <progress
          className="h-2 w-full"
          aria-label="Export progress"
          {...(state.progress?.total ? { max: state.progress.total, value: state.progress.received } : {})}
        />
      )}
    </SettingsSection>
  )
}
