import { useState } from 'react'
import {
  ADMIN_NOTIFICATION_AUDIENCES,
  PROFESSION_LABELS,
  NOTIFICATION_TITLE_MAX,
  adminNotificationBodySchema,
  type JobCategory,
} from '@dosewise/sync-protocol'
import { Button } from '../../../ui/button'
import { FormField } from '../../../ui/form-field'
import { Input, controlClassName } from '../../../ui/input'
import { Textarea } from '../../../ui/textarea'
import { toast } from '../../../ui/toast/use-toast'
import { useFormErrors } from '../../../lib/use-form-errors'
import { sendNotification } from './analytics-api'

type Audience = (typeof ADMIN_NOTIFICATION_AUDIENCES)[number]

const audienceLabel = (audience: Audience) =>
  audience === 'all' ? 'Everyone' : `${PROFESSION_LABELS[audience as JobCategory]} (by their latest assessment)`

/** 'Send Notifications': a title and message to everyone or one profession; demo accounts are left out. */
export function SendNotificationForm() {
  const [audience, setAudience] = useState<Audience>('all')
  const [title, setTitle] = useState('')
  const [message, setMessage] = useState('')
  const [sending, setSending] = useState(false)
  const { errors, check, reportFailure } = useFormErrors()

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const body = check(adminNotificationBodySchema, { audience, title, message })
    if (!body) return
    setSending(true)
    try {
      const { sent } = await sendNotification(body)
      toast({ title: 'Notifications sent', description: `Sent to ${sent} ${sent === 1 ? 'person' : 'people'}.`, variant: 'success' })
      setTitle('')
      setMessage('')
    } catch (error) {
      reportFailure(error, 'Notifications not sent', 'Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="admin-send-heading" className="grid max-w-xl gap-4">
      <h3 id="admin-send-heading" className="text-lg font-semibold">
        Send Notifications
      </h3>
      <FormField id="admin-send-audience" label="To" error={errors.audience}>
        <select className={controlClassName} value={audience} onChange={(event) => setAudience(event.target.value as Audience)}>
          {ADMIN_NOTIFICATION_AUDIENCES.map((value) => (
            <option key={value} value={value}>
              {audienceLabel(value)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id="admin-send-title" label="Title" required error={errors.title} hint={`At most ${NOTIFICATION_TITLE_MAX} characters.`}>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField id="admin-send-message" label="Message" required error={errors.message}>
        <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={4} />
      </FormField>
      <Button type="submit" disabled={sending} className="justify-self-start">
        {sending ? 'Sending…' : 'Send Notifications'}
      </Button>
    </form>
  )
}
