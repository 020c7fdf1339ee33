import { CURRENT_SUPPLEMENT_DAYS } from '../../lib/use-person-safety'
import { Skeleton } from '../../ui/skeleton'
import { MyInteractionsFindings } from './my-interactions-findings'
import { useMyInteractions } from './use-my-interactions'

/** Everything the person takes checked against each other, automatically. */
export function MyInteractionsPanel() {
  const mine = useMyInteractions()
  return (
    <section
      aria-labelledby="my-interactions-heading"
      aria-busy={mine === undefined}
      className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <div>
        <h2 id="my-interactions-heading" className="text-xl font-semibold">
          My interactions
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Your prescriptions and the medicines in your assessment checked against the supplements you take: those in your stack, those in
          your assessment and those in your journal from the last {CURRENT_SUPPLEMENT_DAYS} days.
        </p>
      </div>
      {mine === undefined ? <Skeleton className="h-16" /> : <MyInteractionsFindings mine={mine} />}
    </section>
  )
}
