import { Link } from 'react-router'
import { SEVERITY_WORDING } from '@dosewise/sync-protocol'
import { plural } from '../../lib/plural'
import { usePersonSafety } from '../../lib/use-person-safety'
import { Button } from '../../ui/button'
import { InteractionLevelBadge } from '../../ui/interaction-level-badge'
import { Skeleton } from '../../ui/skeleton'
import { DashboardSection } from './dashboard-section'

/**
 * The dashboard's view of the person's safety: how many known interactions there are among
 * everything they take, the most serious first, and what could not be checked — the same
 * reading as 'My interactions' (the shared safety view), from this device.
 */
export function YourSafety() {
  const view = usePersonSafety()
  const footer = (
    <Button asChild variant="link" className="px-0!">
      <Link to="/drug-interactions">Review my interactions</Link>
    </Button>
  )
  if (view === null) return null
  if (view === undefined) {
    return (
      <DashboardSection title="Your safety" busy>
        <Skeleton className="h-12" />
      </DashboardSection>
    )
  }
  const { medicines, supplements, findings, unrecognised } = view.safety
  const summary =
    medicines.length === 0 && unrecognised.length === 0
      ? 'Add your prescriptions, or list your medicines in an assessment, to have them checked against your supplements.'
      : findings.length > 0
        ? `${plural(findings.length, 'known interaction')} among your ${plural(medicines.length, 'medicine')} and ${plural(supplements.length, 'supplement')}.`
        : unrecognised.length > 0
          ? `No known interactions among what could be checked, but ${plural(unrecognised.length, 'item')} could not be checked.`
          : `No known interactions among your ${plural(medicines.length, 'medicine')} and ${plural(supplements.length, 'supplement')}.`
  return (
    <DashboardSection title="Your safety" description="Everything you take, checked against each other." footer={footer}>
      <div className="grid gap-3 text-sm">
        <p>{summary}</p>
        {findings.length > 0 && (
          <ul className="grid gap-2">
            {findings.slice(0, 3).map(({ interaction: i }) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2">
                <InteractionLevelBadge level={i.interactionType} />
                <span>
                  {i.medicationName} + {i.supplementName}: {SEVERITY_WORDING[i.interactionType]}
                </span>
              </li>
            ))}
          </ul>
        )}
        {unrecognised.length > 0 && <p>Not checked: {unrecognised.map((gap) => `“${gap.text}”`).join(', ')}.</p>}
      </div>
    </DashboardSection>
  )
}
