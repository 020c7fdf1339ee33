import { SEVERITY_WORDING, type ReferenceInteraction, type SafetyFinding } from '@dosewise/sync-protocol'
import { InteractionLevelBadge } from './interaction-level-badge'

/** 'Warfarin + Vitamin K — you take Coumadin 5 mg. Avoid: serious interaction. <recommendation>' */
export function findingSentence({ interaction: i, pairs }: SafetyFinding<ReferenceInteraction>): string {
  const yours = [...new Set(pairs.map((p) => p.medication))].join(', ')
  return `${i.medicationName} + ${i.supplementName}: you take ${yours}. ${SEVERITY_WORDING[i.interactionType]}. ${i.recommendation}`
}

/**
 * The person's own interactions with one supplement, in the words every screen uses (the level
 * badge and SEVERITY_WORDING): on a shop card, before ordering or subscribing.
 */
export function InteractionWarning({ findings, id }: { findings: readonly SafetyFinding<ReferenceInteraction>[]; id?: string }) {
  if (findings.length === 0) return null
  return (
    <div id={id} className="grid gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm">
      <p className="font-medium">Interacts with what you take</p>
      <ul className="grid gap-2">
        {findings.map((finding) => (
          <li key={finding.interaction.id} className="grid justify-items-start gap-1">
            <InteractionLevelBadge level={finding.interaction.interactionType} />
            <span>{findingSentence(finding)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
