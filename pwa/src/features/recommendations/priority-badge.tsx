import { PRIORITY_BADGES, type Priority } from '@dosewise/sync-protocol'
import { Badge, type BadgeVariant } from '../../ui/badge'

const VARIANT: Record<Priority, BadgeVariant> = { high: 'destructive', medium: 'warning', low: 'secondary' }

/** 'HIGH PRIORITY', 'MEDIUM PRIORITY', 'LOW PRIORITY' (spec §2): the word, never colour alone. */
export function PriorityBadge({ priority }: { priority: Priority }) {
  return <Badge variant={VARIANT[priority]}>{PRIORITY_BADGES[priority]}</Badge>
}
