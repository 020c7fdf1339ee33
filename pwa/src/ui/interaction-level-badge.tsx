import { Info, OctagonAlert, TriangleAlert, type LucideIcon } from 'lucide-react'
import { INTERACTION_TYPE_LABELS, type InteractionType } from '@dosewise/sync-protocol'
import { Badge, type BadgeVariant } from './badge'

const LOOK: Record<InteractionType, { variant: BadgeVariant; icon: LucideIcon }> = {
  major: { variant: 'destructive', icon: OctagonAlert },
  moderate: { variant: 'warning', icon: TriangleAlert },
  minor: { variant: 'info', icon: Info },
}

/** An interaction's level (spec §2) as the checker shows it: colour, icon and word — never colour alone. */
export function InteractionLevelBadge({ level }: { level: InteractionType }) {
  const { variant, icon: Icon } = LOOK[level]
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" className="size-3.5" />
      {INTERACTION_TYPE_LABELS[level]}
    </Badge>
  )
}
