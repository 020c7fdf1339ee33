import { CloudOff, TriangleAlert } from 'lucide-react'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import type { DemoStep } from './use-demo'

/**
 * 'View Demo' on the sign-in screen (issue 14): while a demo is being made, what is happening
 * (the whole card, so nothing else competes); when it could not be made, why, with 'Try again';
 * otherwise, where the server makes demos, an 'Explore the demo' offer below the sign-in form.
 */
export function DemoProgress({ state }: { state: Extract<DemoStep, { step: 'preparing' | 'ready' }> }) {
  const text = state.step === 'preparing' ? 'Preparing your demo…' : 'Opening your demo…'
  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <Spinner label="" size="lg" />
      <p role="status" className="text-lg font-semibold">
        {text}
      </p>
      <div
        role="progressbar"
        aria-label="Preparing your demo"
        aria-valuetext={text}
        className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
      </div>
      <p className="max-w-sm text-sm text-muted-foreground">
        Setting up four weeks in the life of Sam, a night-shift nurse: a plan, doses, a journal, lab results and prescriptions. It is yours
        alone, and deleted within 24 hours.
      </p>
    </div>
  )
}

export function DemoProblem({ state, onRetry }: { state: Extract<DemoStep, { step: 'offline' | 'failed' }>; onRetry: () => void }) {
  const offline = state.step === 'offline'
  return (
    <div role="alert" className="mb-5 grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <p className="flex items-start gap-2 font-semibold">
        {offline ? (
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        ) : (
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        )}
        {offline ? 'The demo needs a connection.' : 'Your demo could not be prepared.'}
      </p>
      <p>{offline ? "You're offline: connect to the internet and try again. Signing in needs a connection too." : state.message}</p>
      <Button type="button" variant="outline" className="justify-self-start" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

export function DemoOffer({ onStart }: { onStart: () => void }) {
  return (
    <section aria-labelledby="demo-offer-heading" className="mt-6 grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <h2 id="demo-offer-heading" className="font-semibold">
        Just looking around?
      </h2>
      <p className="text-muted-foreground">
        Explore a demo account with four weeks of made-up records. It is yours alone, and deleted within 24 hours.
      </p>
      <Button type="button" variant="secondary" className="justify-self-start" onClick={onStart}>
        Explore the demo
      </Button>
    </section>
  )
}
