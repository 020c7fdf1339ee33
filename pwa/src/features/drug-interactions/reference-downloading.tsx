import { Spinner } from '../../ui/spinner'

/** Before the first reference snapshot arrives there is nothing to check against, offline or not. */
export function ReferenceDownloading() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border bg-card p-4 sm:p-6">
      <Spinner label="" className="mt-0.5" />
      <div className="grid gap-1">
        <h2 className="font-semibold">Getting the interaction table ready</h2>
        <p className="text-sm text-muted-foreground">
          The interaction table is being downloaded for offline use. Once it is on this device, checks work without a
          connection. This needs a connection the first time.
        </p>
      </div>
    </div>
  )
}
