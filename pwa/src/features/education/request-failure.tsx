import type { ReactNode } from 'react'
import { CloudOff, TriangleAlert, WifiOff } from 'lucide-react'
import { OfflineError } from '../../lib/api-client'
import { Button } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'

export interface RequestFailureProps {
  error: unknown
  onRetry: () => void
  /** Another way out beside 'Try again' (e.g. back to the list). */
  children?: ReactNode
}

function describe(error: unknown) {
  // No connection and no copy in the service worker's cache: the app's own offline wording.
  if (error instanceof OfflineError) {
    return {
      icon: WifiOff,
      title: error.message,
      description: 'Articles you have opened before can still be read offline.',
    }
  }
  // fetch() itself failed while the device says it is online: the server could not be reached.
  if (error instanceof TypeError) {
    return { icon: CloudOff, title: "Can't reach Dosewise right now", description: 'Check your connection and try again.' }
  }
  return { icon: TriangleAlert, title: 'Something went wrong', description: 'The articles could not be loaded. Try again in a moment.' }
}

/** Why a request for articles failed, and how to try again (it also retries by itself when back online). */
export function RequestFailure({ error, onRetry, children }: RequestFailureProps) {
  const { icon, title, description } = describe(error)
  return (
    <div role="alert">
      <EmptyState icon={icon} as="h2" title={title} description={description}>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
          {children}
        </div>
      </EmptyState>
    </div>
  )
}
