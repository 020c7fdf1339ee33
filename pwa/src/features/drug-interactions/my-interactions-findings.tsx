import { Link } from 'react-router'
import { describeGap } from '@dosewise/sync-protocol'
import { plural } from '../../lib/plural'
import { CURRENT_SUPPLEMENT_DAYS } from '../../lib/use-person-safety'
import { Button } from '../../ui/button'
import { UncheckedList } from '../../ui/unchecked-list'
import { InteractionCard } from './interaction-card'
import type { MyInteractions } from './use-my-interactions'

/** 'your 2 prescriptions' when all are prescriptions, else 'your 3 medicines'. */
function medicinesPhrase(mine: MyInteractions): string {
  const count = mine.medicines.length
  return mine.medicines.every((m) => m.source === 'prescription') ? plural(count, 'prescription') : plural(count, 'medicine')
}

/** What the check found, what it could not check, or what is missing for it to find anything. */
export function MyInteractionsFindings({ mine }: { mine: MyInteractions }) {
  const { medicines, supplements, findings, unrecognised } = mine
  const gaps = unrecognised.length > 0 && <UncheckedList lines={unrecognised.map(describeGap)} />
  if (medicines.length === 0 && unrecognised.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm">
          You have no prescriptions yet. Add your current medications to check them against the supplements you take.
        </p>
        <Button asChild variant="outline">
          <Link to="/healthcare">Add prescriptions</Link>
        </Button>
      </div>
    )
  }
  if (supplements.length === 0) {
    return (
      <div className="grid justify-items-start gap-3">
        {gaps}
        <p className="text-sm">
          No supplements in your stack or your assessment, and none in your journal from the last {CURRENT_SUPPLEMENT_DAYS} days, so there
          is nothing to check your {medicinesPhrase(mine)} against.
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
  const among = `your ${medicinesPhrase(mine)} and ${plural(supplements.length, 'supplement')}`
  const verdict =
    findings.length > 0
      ? `${plural(findings.length, 'known interaction')} among ${among}.`
      : unrecognised.length > 0
        ? `No known interactions among what we could check (${among}), but ${plural(unrecognised.length, 'item')} could not be checked.`
        : `No known interactions were found among ${among}.`
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {medicines.every((m) => m.source === 'prescription') ? 'Prescriptions' : 'Medicines'}:{' '}
        {medicines.map((m) => m.text).join(', ') || 'none recognised'}. Supplements: {supplements.map((s) => s.name).join(', ')}.
      </p>
      <p role="status" className="font-medium">
        {verdict}
      </p>
      {gaps}
      {findings.length > 0 && (
        <ul className="grid gap-4">
          {findings.map(({ interaction, pairs }) => (
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
