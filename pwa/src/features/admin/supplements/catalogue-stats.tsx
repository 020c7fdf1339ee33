import type { AdminCatalogueStats } from '@dosewise/sync-protocol'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'

/** The three counts of the Supplements tab, each saying what it counts. */
export function CatalogueStats({ stats }: { stats: AdminCatalogueStats }) {
  const cards = [
    {
      title: 'Active Supplements',
      value: stats.activeSupplements,
      note: `In the catalogue every device downloads (${stats.interactions} interactions).`,
    },
    {
      title: 'Pending Review',
      value: stats.pendingReview,
      note: stats.pendingReview
        ? `Still citing an index page, awaiting a specific source: ${stats.pendingReviewNames.join(', ')}.`
        : 'Every supplement cites a specific source.',
    },
    { title: 'Interaction Alerts', value: stats.interactionAlerts, note: 'Interaction warnings sent to people so far.' },
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <Card key={card.title} role="group" aria-label={card.title}>
          <CardHeader>
            <CardTitle asChild>
              <h3>{card.title}</h3>
            </CardTitle>
            <CardDescription>{card.note}</CardDescription>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold">{card.value}</p>
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
