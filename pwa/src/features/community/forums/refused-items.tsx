import { CircleAlert } from 'lucide-react'
import type { AttentionItem } from '../../../db/types'
import { excerpt } from './forum-format'

/**
 * What the server refused of the person's posts or replies here (too many at once, a post that
 * is gone): its reason, in the server's words. What to do about it is under 'Needs your
 * attention', where every refused change waits (send again, or discard).
 */
export function RefusedItems({ items }: { items: AttentionItem[] }) {
  if (items.length === 0) return null
  return (
    <ul className="grid gap-3">
      {items.map((item) => {
        const content = typeof item.localData?.content === 'string' ? item.localData.content : ''
        return (
          <li key={item.mutationId} className="grid gap-1 rounded-lg border border-destructive p-4 text-sm">
            <p className="flex items-center gap-2 font-semibold text-destructive">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              Not sent: {item.message}
            </p>
            {item.errors.map((error) => (
              <p key={`${error.field}:${error.message}`}>{error.message}</p>
            ))}
            {content && <p className="text-muted-foreground">“{excerpt(content, 120)}”</p>}
            <p className="text-muted-foreground">
              It is kept under ‘Needs your attention’ at the top of the screen, to send again or discard.
            </p>
          </li>
        )
      })}
    </ul>
  )
}
