import { Spinner } from '../ui/spinner'

/** Spec §2: a centred spinner with 'Loading...' while the sign-in state is being read. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <Spinner label="" />
        <p className="text-sm text-muted-foreground">Loading...</p>
      </div>
    </div>
  )
}
