import type { ServerData } from '../../lib/use-server-data'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'

/** While a tab's data loads, or when it could not: a spinner, or what went wrong and 'Try again'. */
export function LoadState({ data, label }: { data: ServerData<unknown>; label: string }) {
  if (data.loading && !data.data) return <Spinner label={`Loading ${label}...`} />
  const problem = data.offline ? "You're offline — the administration area needs a connection." : data.error
  if (!problem) return null
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 p-4 text-sm">
      <span>{problem}</span>
      <Button variant="outline" size="sm" onClick={data.reload}>
        Try again
      </Button>
    </div>
  )
}
