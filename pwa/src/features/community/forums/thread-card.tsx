import { memo } from 'react'
import { Link } from 'react-router'
import { Heart, MessageSquare } from 'lucide-react'
import type { ForumPostView } from '@dosewise/sync-protocol'
import { sameValue } from '../../../db/paged-records'
import { plural } from '../../../lib/plural'
import { cn } from '../../../ui/cn'
import { excerpt } from './forum-format'
import { ItemMeta } from './item-meta'

interface ThreadCardProps {
  post: ForumPostView
  waiting: boolean
}

/**
 * One thread in a forum's list: its title (the link into it), who and when, a few words, counts.
 * Memoised on what it shows (the person's own posts get a new view object on every render), so
 * posting re-renders the new thread only (ADR 0045).
 */
export const ThreadCard = memo(function ThreadCard({ post, waiting }: ThreadCardProps) {
  const titleId = `thread-${post.id}-title`
  return (
    <article
      aria-labelledby={titleId}
      className={cn('grid gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm', waiting && 'border-dashed')}
    >
      <h3 id={titleId} className="text-lg leading-snug font-semibold break-words">
        <Link id={`thread-${post.id}`} to={`/community/posts/${post.id}`} className="underline-offset-2 hover:underline">
          {post.title}
        </Link>
      </h3>
      <ItemMeta
        author={post.author}
        mine={post.mine}
        createdAt={post.createdAt}
        updatedAt={post.updatedAt}
        waiting={waiting}
        hidden={post.hidden}
      />
      <p className="text-sm break-words text-muted-foreground">{excerpt(post.content)}</p>
      <p className="flex flex-wrap gap-4 text-sm">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-4" />
          {plural(post.likesCount, 'like')}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageSquare aria-hidden="true" className="size-4" />
          {plural(post.repliesCount, 'reply', 'replies')}
        </span>
      </p>
    </article>
  )
}, sameCard)

function sameCard(a: ThreadCardProps, b: ThreadCardProps) {
  return a.waiting === b.waiting && sameValue(a.post, b.post)
}
