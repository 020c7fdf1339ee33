import { useState } from 'react'
import { MailCheck } from 'lucide-react'
import { REPORT_SHARE_MESSAGES } from '@dosewise/sync-protocol'
import { api, ApiError } from '../../lib/api-client'
import { Button } from '../../ui/button'

/**
 * Why an unverified account cannot share a report (the reply-to address must be the person's),
 * and the way out: the verification link sent again (POST /api/auth/resend-verification).
 */
export function ResendVerification({ online }: { online: boolean }) {
  const [state, setState] = useState<{ sending: boolean; said: string | null }>({ sending: false, said: null })

  async function resend() {
    setState({ sending: true, said: null })
    try {
      const answer = await api.post<{ message: string }>('/api/auth/resend-verification')
      setState({ sending: false, said: answer.message })
    } catch (error) {
      const said = (error instanceof ApiError && error.serverMessage) || 'The link could not be sent. Please try again.'
      setState({ sending: false, said })
    }
  }

  return (
    <div role="status" className="grid gap-2 rounded-md border border-warning p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <MailCheck aria-hidden="true" className="size-4 shrink-0" />
        {REPORT_SHARE_MESSAGES.unverified}.
      </p>
      <p>Open the link in the email we sent when you signed up. Replies from your provider go to that address.</p>
      <Button variant="outline" className="justify-self-start" disabled={!online || state.sending} onClick={() => void resend()}>
        {state.sending ? 'Sending...' : 'Send the verification link again'}
      </Button>
      {state.said && <p>{state.said}</p>}
    </div>
  )
}
