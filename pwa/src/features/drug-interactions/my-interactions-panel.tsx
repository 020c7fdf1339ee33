import { Skeleton } from '../../ui/skeleton'
import type { InteractionCatalogue } from './interaction-catalogue'
import { MyInteractionsFindings } from './my-interactions-findings'
import { CURRENT_SUPPLEMENT_DAYS } from './personal-interactions'
import { useMyInteractions } from './use-my-interactions'

/** The person's own prescriptions checked against the supplements they take, automatically. */
export function MyInteractionsPanel({ catalogue }: { catalogue: InteractionCatalogue }) {
  const mine = useMyInteractions(catalogue)
  return (
    <section aria-labelledby="my-interactions-heading" aria-busy={mine === undefined} className="grid gap-4 rounded-lg border bg-card p-4 sm:p-6">
      <div>
        <h2 id="my-interactions-heading" className="text-xl font-semibold">
          My interactions
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Your prescriptions checked against the supplements you take: those in your stack and those in your journal from
          the last {CURRENT_SUPPLEMENT_DAYS} days.
        </p>
      </div>
      {mine === undefined ? <Skeleton className="h-16" /> : <MyInteractionsFindings mine={mine} />}
    </section>
  )
}
