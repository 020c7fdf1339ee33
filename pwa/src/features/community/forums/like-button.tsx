import { Heart } from 'lucide-react'
import { plural } from '../../../lib/plural'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'

export interface LikeButtonProps {
  liked: boolean
  count: number
  busy: boolean
  onToggle: () => void
}

/**
 * A like, pressed or not (aria-pressed says which), with the count; one per person (the server
 * counts). Not disabled while busy: a disabled button would drop the keyboard focus.
 */
export function LikeButton({ liked, count, busy, onToggle }: LikeButtonProps) {
  return (
    <Button variant="ghost" aria-pressed={liked} aria-busy={busy} aria-label={`Like, ${plural(count, 'like')}`} onClick={onToggle}>
      <Heart aria-hidden="true" className={cn(liked && 'fill-current text-destructive')} />
      <span aria-hidden="true">{count}</span>
    </Button>
  )
}
