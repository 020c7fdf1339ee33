import { useState } from 'react'
import { Clock, Heart, Lock, Pencil, Trash2 } from 'lucide-react'
import type { SuccessStory } from '@dosewise/sync-protocol'
import { plural } from '../../../lib/plural'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { authorInitial, authorName, durationText, shownSupplements } from './story-format'

export interface StoryCardProps {
  story: SuccessStory
  /** A like is being sent or taken back. */
  liking: boolean
  onToggleLike: () => void
  onEdit: () => void
  /** Deletes the story; reports its own failure. */
  onDelete: () => Promise<unknown>
}

/**
 * One success story (spec §2): title, the story, the author's first name (or 'A' when
 * anonymous), the duration, likes, up to 3 supplements then '+N more'. The person's own story
 * says so, says when only they can see it, and can be edited or deleted. Their words are text,
 * never HTML.
 */
export function StoryCard({ story, liking, onToggleLike, onEdit, onDelete }: StoryCardProps) {
  const [confirming, setConfirming] = useState(false)
  const titleId = `story-${story.id}-title`
  const name = authorName(story)
  const { shown, more } = shownSupplements(story.supplementsUsed)

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
            {story.title}
          </h3>
          {story.mine && <Badge variant="secondary">Your story</Badge>}
          {story.mine && !story.isPublic && (
            <Badge variant="outline">
              <Lock aria-hidden="true" className="size-3" />
              Only you can see this
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
            >
              {authorInitial(name)}
            </span>
            <span>{name ?? 'Anonymous'}</span>
          </span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            <span>{durationText(story.duration)}</span>
          </span>
        </div>
      </header>
      <p className="text-sm break-words whitespace-pre-line">{story.story}</p>
      {shown.length > 0 && (
        <ul aria-label="Supplements used" className="flex flex-wrap gap-2">
          {shown.map((supplement, index) => (
            <li key={`${index}-${supplement}`}>
              <Badge variant="info">{supplement}</Badge>
            </li>
          ))}
          {more > 0 && (
            <li>
              <Badge variant="outline">+{more} more</Badge>
            </li>
          )}
        </ul>
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Button variant="ghost" aria-pressed={story.likedByMe} aria-describedby={titleId} disabled={liking} onClick={onToggleLike}>
            <Heart aria-hidden="true" className={cn(story.likedByMe && 'fill-current text-destructive')} />
            Like
          </Button>
          <span className="text-sm text-muted-foreground">{plural(story.likesCount, 'like')}</span>
        </div>
        {story.mine && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onEdit} aria-describedby={titleId}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)} aria-describedby={titleId}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        )}
      </footer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this story?"
        description={`“${story.title}” will be removed${story.isPublic ? ' for everyone' : ''}. This cannot be undone.`}
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </article>
  )
}
