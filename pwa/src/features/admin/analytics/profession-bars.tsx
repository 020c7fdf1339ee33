import { PROFESSION_LABELS, type AdminAnalytics } from '@dosewise/sync-protocol'

/** How many supplements each profession's list shows. */
const TOP = 5

/**
 * Popular supplements by profession as bar lists: each bar's width is the percent of that
 * profession's people whose plan or stack includes the supplement, and the percent and count are
 * in the text, so nothing depends on seeing the bar. Loaded lazily with the tab.
 */
export default function ProfessionBars({ professions }: { professions: AdminAnalytics['professions'] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {professions.map((profession) => (
        <section key={profession.jobCategory} aria-labelledby={`admin-profession-${profession.jobCategory}`} className="grid gap-2">
          <h4 id={`admin-profession-${profession.jobCategory}`} className="font-semibold">
            {PROFESSION_LABELS[profession.jobCategory]} ({profession.people} {profession.people === 1 ? 'person' : 'people'})
          </h4>
          {profession.supplements.length === 0 ? (
            <p className="text-sm text-muted-foreground">No plans or stacks yet.</p>
          ) : (
            <ul className="grid gap-2">
              {profession.supplements.slice(0, TOP).map((supplement) => (
                <li key={supplement.supplementId} className="grid gap-1">
                  <span className="flex justify-between text-sm">
                    <span>{supplement.name}</span>
                    <span>
                      {supplement.percent}% ({supplement.people})
                    </span>
                  </span>
                  <span aria-hidden="true" className="h-2 rounded bg-muted">
                    <span className="block h-2 rounded bg-primary" style={{ width: `${supplement.percent}%` }} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
