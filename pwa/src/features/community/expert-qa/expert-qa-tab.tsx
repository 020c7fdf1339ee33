import { useState } from 'react'
import { BellRing, Check, MessageCircleQuestion, WifiOff } from 'lucide-react'
import type { ExpertQaInterest } from '@dosewise/sync-protocol'
import { isConnectionFailure } from '../../../lib/api-client'
import { failureToast } from '../../../lib/failure-toast'
import { useServerData } from '../../../lib/use-server-data'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { toast } from '../../../ui/toast/use-toast'
import { EXPERT_QA_OFFLINE, fetchExpertQaInterest, registerExpertQaInterest } from './expert-qa-api'

export const ON_THE_LIST = { title: "You're on the list", description: "We'll let you know when Expert Q&A opens." } as const

/**
 * Expert Q&A (spec §2): coming soon. 'Get Notified' puts the person on the waiting list (asking
 * twice is asking once) and the button then shows they are on it — also on their next visit,
 * and offline, from the answer kept on the device.
 */
export function ExpertQaTab() {
  const interest = useServerData('expert-qa-interest', fetchExpertQaInterest, 'Failed to check the waiting list. Please try again.', {
    keep: true,
  })
  // What the last 'Get Notified' answered (the kept answer may be older).
  const [answer, setAnswer] = useState<ExpertQaInterest | null>(null)
  const [sending, setSending] = useState(false)
  const [unsent, setUnsent] = useState(false)
  const registered = (answer ?? interest.data)?.registered === true

  async function register() {
    if (!navigator.onLine) return setUnsent(true)
    setSending(true)
    setUnsent(false)
    try {
      setAnswer(await registerExpertQaInterest())
      toast({ ...ON_THE_LIST, variant: 'success' })
      interest.reload()
    } catch (error) {
      if (isConnectionFailure(error)) setUnsent(true)
      else failureToast(error, 'Error', 'Failed to add you to the list. Please try again.')
    } finally {
      setSending(false)
    }
  }

  return (
    <section
      aria-labelledby="expert-qa-heading"
      className="grid justify-items-center gap-4 rounded-lg border bg-card px-4 py-10 text-center"
    >
      <MessageCircleQuestion aria-hidden="true" className="size-10 text-muted-foreground" />
      <div className="flex flex-wrap items-center justify-center gap-2">
        <h2 id="expert-qa-heading" className="text-xl font-semibold">
          Expert Q&amp;A
        </h2>
        <Badge variant="info">Coming soon</Badge>
      </div>
      <p className="max-w-md text-sm text-muted-foreground">
        Put your questions about supplements to qualified experts, and read their answers to others. It is coming soon.
      </p>
      {registered ? (
        <>
          <Button variant="secondary" disabled>
            <Check aria-hidden="true" />
            You're on the list
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {ON_THE_LIST.description}
          </p>
        </>
      ) : (
        <Button onClick={() => void register()} disabled={sending}>
          <BellRing aria-hidden="true" />
          {sending ? 'Adding you...' : 'Get Notified'}
        </Button>
      )}
      {unsent && !registered && (
        <p role="alert" className="flex items-center gap-2 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {EXPERT_QA_OFFLINE}
        </p>
      )}
    </section>
  )
}
