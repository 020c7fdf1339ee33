import { Link } from 'react-router'
import { MessagesSquare } from 'lucide-react'
import type { ForumSummary } from '@dosewise/sync-protocol'
import { plural } from '../../../lib/plural'
import { useSession } from '../../../lib/session'
import { useServerData } from '../../../lib/use-server-data'
import { Badge } from '../../../ui/badge'
import { EmptyState } from '../../../ui/empty-state'
import { Spinner } from '../../../ui/spinner'
import { ServerDataStatus } from '../server-data-status'
import { categoryLabel } from './forum-format'
import { FORUMS_KEY, fetchForums } from './forums-api'
import { ModerationSection } from './moderation-section'

/**
 * The Forums tab of /community (spec §2; ADR 0031): each forum's name, description, job category
 * ('General' when it has none) and how many posts anyone can read in it; each opens its threads.
 * Read from the copy kept on this device when offline. Moderators also find the reported posts
 * here.
 */
export function ForumsTab() {
  const forums = useServerData(FORUMS_KEY, fetchForums, 'Failed to load forums. Please try again.', { keep: true })
  const moderator = useSession().user?.role === 'admin'
  return (
    <div className="grid gap-4" aria-busy={forums.loading}>
      <ServerDataStatus state={forums} noun="forums" />
      {forums.data === null ? (
        forums.loading && <Spinner label="Loading forums..." className="justify-self-center py-6" />
      ) : forums.data.length === 0 ? (
        <EmptyState icon={MessagesSquare} title="No forums yet" description="Forums for each line of work will appear here." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {forums.data.map((forum) => (
            <li key={forum.id} className="grid">
              <ForumCard forum={forum} />
            </li>
          ))}
        </ul>
      )}
      {moderator && <ModerationSection />}
    </div>
  )
}

function ForumCard({ forum }: { forum: ForumSummary }) {
  const titleId = `forum-${forum.id}-name`
  return (
    <article
      aria-labelledby={titleId}
      className="grid content-start gap-2 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg leading-snug font-semibold">
          <Link to={`/community/forums/${forum.id}`} className="underline-offset-2 hover:underline">
            {forum.name}
          </Link>
        </h3>
        <Badge variant="secondary">{categoryLabel(forum.jobCategory)}</Badge>
      </div>
      {forum.description && <p className="text-sm text-muted-foreground">{forum.description}</p>}
      <p className="inline-flex items-center gap-1 text-sm">
        <MessagesSquare aria-hidden="true" className="size-4" />
        {plural(forum.postsCount, 'post')}
      </p>
    </article>
  )
}
