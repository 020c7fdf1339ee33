import { useState, type FormEvent } from 'react'
import {
  FORUM_REPORT_DETAILS_MAX,
  FORUM_REPORT_REASONS,
  FORUM_REPORT_REASON_LABELS,
  forumReportInputSchema,
  type ForumItemKind,
  type ForumReportInput,
  type ForumReportReason,
} from '@dosewise/sync-protocol'
import { useFormErrors } from '../../../lib/use-form-errors'
import { Button } from '../../../ui/button'
import { ChoiceGroup } from '../../../ui/choice-group'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../ui/dialog'
import { FormField } from '../../../ui/form-field'
import { Textarea } from '../../../ui/textarea'

export interface ReportDialogProps {
  kind: ForumItemKind
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Sends the report; throws to say it failed (the dialog stays open). */
  onReport: (input: ForumReportInput) => Promise<void>
}

const OPTIONS = FORUM_REPORT_REASONS.map((value) => ({ value, label: FORUM_REPORT_REASON_LABELS[value] }))

/** Why a post or reply should be looked at by a moderator: a reason, and optionally a few words. */
export function ReportDialog({ kind, open, onOpenChange, onReport }: ReportDialogProps) {
  const [reason, setReason] = useState<ForumReportReason | ''>('')
  const [details, setDetails] = useState('')
  const [sending, setSending] = useState(false)
  const { errors, check, reportFailure } = useFormErrors()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(forumReportInputSchema, { reason: reason || undefined, details: details.trim() || null })
    if (!input) return
    setSending(true)
    try {
      await onReport(input)
      setReason('')
      setDetails('')
      onOpenChange(false)
    } catch (error) {
      reportFailure(error, 'Report not sent', 'Failed to send your report. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Report this ${kind}`}
        description={`A moderator will look at it. When several people report it, it is hidden until they decide.`}
      >
        <form noValidate onSubmit={submit} className="grid gap-4">
          <ChoiceGroup
            id={`report-${kind}-reason`}
            legend="Reason"
            options={OPTIONS}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            required
          />
          <FormField id={`report-${kind}-details`} label="Anything else (optional)" error={errors.details}>
            <Textarea value={details} maxLength={FORUM_REPORT_DETAILS_MAX} rows={3} onChange={(e) => setDetails(e.target.value)} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={sending}>
              Report
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
