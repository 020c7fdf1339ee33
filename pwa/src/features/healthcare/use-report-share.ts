import { useRef, useState } from 'react'
import {
  REPORT_SHARE_MESSAGES,
  reportSharePreviewSchema,
  reportShareReceiptSchema,
  type ReportSharePreview,
  type ReportShareReceipt,
} from '@dosewise/sync-protocol'
import type { ReportKind } from '@dosewise/sync-protocol/reports'
import { api, ApiError, isConnectionFailure } from '../../lib/api-client'

export interface ShareChoice {
  providerId: string
  kind: ReportKind
  message: string
}

export interface ShareProblem {
  message: string
  /** The server's code (E_EMAIL_UNVERIFIED, E_PROVIDER_WITHOUT_EMAIL, …), or null. */
  code: string | null
}

export type ShareState =
  | { step: 'choosing' }
  | { step: 'previewing' }
  | { step: 'preview'; preview: ReportSharePreview; choice: ShareChoice }
  | { step: 'sending'; preview: ReportSharePreview; choice: ShareChoice }

const body = (choice: ShareChoice) => ({
  providerId: choice.providerId,
  kind: choice.kind,
  ...(choice.message.trim() ? { message: choice.message.trim() } : {}),
})

function problemOf(error: unknown): ShareProblem {
  if (isConnectionFailure(error)) return { message: REPORT_SHARE_MESSAGES.offline, code: null }
  if (error instanceof ApiError) {
    const code = (error.body as { code?: unknown } | null)?.code
    const field = Object.values(error.fieldErrors)[0]
    return {
      message: field ?? error.serverMessage ?? 'Something went wrong. Please try again.',
      code: typeof code === 'string' ? code : null,
    }
  }
  return { message: 'Something went wrong. Please try again.', code: null }
}

/**
 * 'Share Report' against the API (online only): the preview of exactly what would be sent, then
 * the send of that same choice. The server makes the report; nothing here builds or uploads one.
 */
export function useReportShare() {
  const [state, setState] = useState<ShareState>({ step: 'choosing' })
  const [problem, setProblem] = useState<ShareProblem | null>(null)
  const busy = useRef(false)

  async function preview(choice: ShareChoice) {
    if (busy.current) return
    busy.current = true
    setProblem(null)
    setState({ step: 'previewing' })
    try {
      const answer = await api.post('/api/reports/share/preview', body(choice), { schema: reportSharePreviewSchema })
      setState({ step: 'preview', preview: answer, choice })
    } catch (error) {
      setProblem(problemOf(error))
      setState({ step: 'choosing' })
    } finally {
      busy.current = false
    }
  }

  async function send(): Promise<ReportShareReceipt | null> {
    if (busy.current || state.step !== 'preview') return null
    busy.current = true
    const { preview: shown, choice } = state
    setProblem(null)
    setState({ step: 'sending', preview: shown, choice })
    try {
      return await api.post('/api/reports/share', body(choice), { schema: reportShareReceiptSchema })
    } catch (error) {
      setProblem(problemOf(error))
      setState({ step: 'preview', preview: shown, choice })
      return null
    } finally {
      busy.current = false
    }
  }

  /** A changed choice: what was previewed no longer applies. */
  function reset() {
    if (busy.current) return
    setState({ step: 'choosing' })
    setProblem(null)
  }

  return { state, problem, preview, send, reset }
}
