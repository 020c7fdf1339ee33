import { Link } from 'react-router'
import { plural } from '../../lib/plural'
import { Button } from '../../ui/button'
import { InteractionCard } from './interaction-card'
import { CURRENT_SUPPLEMENT_DAYS } from './personal-interactions'
import type { MyInteractions } from './use-my-interactions'

/** What the check found, or what is missing for it to find anything. */
export function MyInteractionsFindings({ mine: { medications, supplements, found } }: { mine: MyInteractions }) {
  const among = `your ${plural(medications.length, 'prescription')} and ${plural(supplements.length, 'supplement')}`
  if (medications.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm">You have no prescriptions yet. Add your current medications to check them against the supplements you take.</p>
        <Button asChild variant="outline">
          <Link to="/healthcare">Add prescriptions</Link>
        </Button>
      </div>
    )
  }
  if (supplements.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm">
          No supplements in your stack, and none in your journal from the last {CURRENT_SUPPLEMENT_DAYS} days, so there is nothing to check your{' '}
          {plural(medications.length, 'prescription')} against.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/assessment">Get recommendations</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/journal">Open the journal</Link>
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Prescriptions: {medications.join(', ')}. Supplements: {supplements.join(', ')}.
      </p>
      <p role="status" className="font-medium">
        {found.length === 0
          ? `No known interactions were found among ${among}.`
          : `${plural(found.length, 'known interaction')} among ${among}.`}
      </p>
      {found.length > 0 && (
        <ul className="grid gap-4">
          {found.map(({ interaction, pairs }) => (
            <li key={interaction.id}>
              <InteractionCard
                interaction={interaction}
                context={`Your ${pairs.map((pair) => `${pair.medication} + ${pair.supplement}`).join('; ')}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
