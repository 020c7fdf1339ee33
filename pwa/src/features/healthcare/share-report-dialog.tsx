import { useState } from 'react'
import { MailWarning, Paperclip, Share2, WifiOff } from 'lucide-react'
import { REPORT_SHARE_CODES, REPORT_SHARE_MESSAGE_MAX, REPORT_SHARE_MESSAGES, type HealthcareProvider } from '@dosewise/sync-protocol'
import { REPORT_KINDS, REPORT_TITLES, type ReportKind } from '@dosewise/sync-protocol/reports'
import { useOnline } from '../../lib/use-online'
import { Button } from '../../ui/button'
import { ChoiceGroup } from '../../ui/choice-group'
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '../../ui/dialog'
import { FormField } from '../../ui/form-field'
import { Spinner } from '../../ui/spinner'
import { Textarea } from '../../ui/textarea'
import { toast } from '../../ui/toast/use-toast'
import { ProviderForm } from './provider-form'
import { ResendVerification } from './resend-verification'
import { SharePreviewView } from './share-preview-view'
import { useReportShare } from './use-report-share'

const KIND_OPTIONS = REPORT_KINDS.map((kind) => ({ value: kind, label: REPORT_TITLES[kind] }))

/**
 * 'Share Report' on a provider's card (issue 14). The person picks one of the four reports and
 * may add a note; 'Preview' shows exactly what the server would send (to, subject, text, the
 * PDF's name and size), and 'Send' sends that. Online only, and said so; a provider without an
 * email can be given one here; an unverified account is told why and can ask for the link again.
 */
export function ShareReportDialog({ provider, pending }: { provider: HealthcareProvider; pending: boolean }) {
  const [open, setOpen] = useState(false)
  const [kind, setKind] = useState<ReportKind>('supplements')
  const [message, setMessage] = useState('')
  const [editing, setEditing] = useState(false)
  const online = useOnline()
  const share = useReportShare()
  const { state, problem } = share
  const id = `share-${provider.id}`
  const hasEmail = Boolean(provider.email?.trim())
  // The server decides (this device's memory of the account may predate a verification).
  const refusedUnverified = problem?.code === REPORT_SHARE_CODES.unverified
  const working = state.step === 'previewing' || state.step === 'sending'
  const blocked = !online || !hasEmail || refusedUnverified
  const tooLong = message.trim().length > REPORT_SHARE_MESSAGE_MAX

  function changeOpen(next: boolean) {
    if (working) return
    setOpen(next)
    if (!next) {
      share.reset()
      setEditing(false)
    }
  }

  async function send() {
    const receipt = await share.send()
    if (!receipt) return
    toast({ title: 'Report sent', description: `${REPORT_TITLES[kind]} sent to ${receipt.sentTo}.`, variant: 'success' })
    setMessage('')
    changeOpen(false)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <Share2 aria-hidden="true" />
          Share Report
        </Button>
      </DialogTrigger>
      <DialogContent
        title={editing ? `Edit ${provider.providerName}` : `Share a report with ${provider.providerName}`}
        description={
          editing
            ? 'Add the email address the report should go to.'
            : 'Dosewise makes the report from your saved records and emails it as a PDF to this provider only.'
        }
        className="max-w-2xl"
      >
        {editing ? (
          <ProviderForm provider={provider} onDone={() => setEditing(false)} />
        ) : (
          <div className="grid gap-4">
            {!online && (
              <p
                role="status"
                className="flex items-center gap-2 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground"
              >
                <WifiOff aria-hidden="true" className="size-4 shrink-0" />
                {REPORT_SHARE_MESSAGES.offline}. Your providers and reports stay on this device; connect to send one.
              </p>
            )}
            {hasEmail ? (
              <p className="text-sm">
                To: <span className="font-medium break-all">{provider.email}</span>
              </p>
            ) : (
              <div role="status" className="grid gap-2 rounded-md border border-warning p-3 text-sm">
                <p className="flex items-center gap-2 font-medium">
                  <MailWarning aria-hidden="true" className="size-4 shrink-0" />
                  {REPORT_SHARE_MESSAGES.providerWithoutEmail}.
                </p>
                <Button variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
                  Add an email address
                </Button>
              </div>
            )}
            {pending && hasEmail && (
              <p className="text-sm text-muted-foreground">
                Changes to this provider are waiting to sync. The report goes to the email address the server has, so send it once they are
                synced.
              </p>
            )}
            {refusedUnverified && <ResendVerification online={online} />}

            <ChoiceGroup
              id={`${id}-kind`}
              legend="Report"
              options={KIND_OPTIONS}
              value={kind}
              onChange={(value) => {
                setKind(value)
                share.reset()
              }}
            />
            <FormField
              id={`${id}-message`}
              label="Message (optional)"
              hint={`Added to the email, up to ${REPORT_SHARE_MESSAGE_MAX.toLocaleString()} characters.`}
              error={tooLong ? REPORT_SHARE_MESSAGES.messageTooLong : undefined}
            >
              <Textarea
                value={message}
                placeholder="e.g. Ahead of my appointment on Tuesday."
                onChange={(event) => {
                  setMessage(event.target.value)
                  if (state.step === 'preview') share.reset()
                }}
              />
            </FormField>

            {problem && !refusedUnverified && (
              <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-medium text-destructive">
                {problem.message}
              </p>
            )}
            {state.step === 'previewing' && (
              <p role="status" className="flex items-center gap-2 text-sm">
                <Spinner label="" size="sm" /> Making the report…
              </p>
            )}
            {(state.step === 'preview' || state.step === 'sending') && <SharePreviewView preview={state.preview} />}

            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={working}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                variant={state.step === 'preview' ? 'outline' : 'default'}
                disabled={blocked || working || tooLong}
                onClick={() => void share.preview({ providerId: provider.id, kind, message })}
              >
                <Paperclip aria-hidden="true" />
                Preview
              </Button>
              <Button disabled={blocked || state.step !== 'preview'} onClick={() => void send()}>
                {state.step === 'sending' ? 'Sending...' : 'Send'}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  )
}
