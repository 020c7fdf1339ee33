import type { ReferenceSupplement } from '@dosewise/sync-protocol'

/** Dosage, best time and, where one is set, the tolerable upper limit. */
export function HowToTakeSection({ supplement }: { supplement: ReferenceSupplement }) {
  const limit = supplement.upperLimit
  return (
    <section aria-labelledby="how-to-take-heading" className="grid gap-3">
      <h2 id="how-to-take-heading" className="text-xl font-semibold">
        How to take it
      </h2>
      <dl className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground sm:grid-cols-2 sm:p-6">
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">Dosage</dt>
          <dd className="break-words">{supplement.dosage}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">Best time</dt>
          <dd className="break-words">{supplement.timing}</dd>
        </div>
        {limit && (
          <div className="grid gap-1 sm:col-span-2">
            <dt className="text-sm font-medium text-muted-foreground">Tolerable upper limit</dt>
            <dd className="grid gap-1">
              <span className="font-medium">
                {limit.amount.toLocaleString('en-US')} {limit.unit} a day
              </span>
              {limit.note && <span className="text-sm text-muted-foreground">{limit.note}</span>}
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
