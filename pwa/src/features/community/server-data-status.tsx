import { CircleAlert, WifiOff } from 'lucide-react'
import { formatDateTime } from '../../lib/dates'
import { useOnline } from '../../lib/use-online'
import type { ServerData } from '../../lib/use-server-data'
import { Button } from '../../ui/button'

export interface ServerDataStatusProps {
  state: ServerData<unknown>
  /** What the tab lists, in a sentence: 'success stories', 'peer insights'. */
  noun: string
}

/**
 * What a community tab says about the data on screen when it is not fresh from the server: a
 * copy kept on this device shown offline (ADR 0030), nothing to show offline yet, or a failure
 * with 'Try again'. Nothing while the data is fresh.
 */
export function ServerDataStatus({ state, noun }: ServerDataStatusProps) {
  const online = useOnline()
  const retry = online && (
    <Button variant="link" size="sm" onClick={state.reload}>
      Try again
    </Button>
  )
  if (state.offline) {
    const when = state.savedAt ? ` from ${formatDateTime(state.savedAt)}` : ''
    return (
      <div
        role="status"
        className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground"
      >
        <WifiOff aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {state.data
            ? `You're offline. Showing the ${noun} last loaded on this device${when}.`
            : `You're offline. The ${noun} need a connection the first time; after that they stay readable here.`}
        </span>
        {retry}
      </div>
    )
  }
  if (state.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span>{state.error}</span>
        {retry}
      </div>
    )
  }
  return null
}
