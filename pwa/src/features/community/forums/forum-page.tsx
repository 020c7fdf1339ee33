import { Link, useParams } from 'react-router'
import { ArrowLeft, MessagesSquare } from 'lucide-react'
import type { ForumPost, ForumPostView } from '@dosewise/sync-protocol'
import { plural } from '../../../lib/plural'
import { useSession } from '../../../lib/session'
import { useServerData } from '../../../lib/use-server-data'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { Page } from '../../../ui/page'
import { Spinner } from '../../../ui/spinner'
import { ServerDataStatus } from '../server-data-status'
import { categoryLabel, displayName } from './forum-format'
import { fetchForumPage, forumKey } from './forums-api'
import { NewPostDialog } from './new-post-dialog'
import { mergeOwn, ownPostView } from './own-items'
import { ThreadCard } from './thread-card'
import { useOwnItems } from './use-own-items'
import { useFocusWhenShown, useMorePages } from './use-more-pages'

/**
 * A forum (/community/forums/:forumId, ADR 0031): its threads, newest first, more on request,
 * and 'New post'. Read from the copy kept on this device when offline; the person's posts
 * written offline show on top as 'Waiting to send'.
 */
export default function ForumPage() {
  const forumId = Number(useParams().forumId)
  const name = displayName(useSession().user)
  const page = useServerData(
    forumKey(forumId),
    (signal) => fetchForumPage(forumId, null, signal),
    'Failed to load this forum. Please try again.',
    {
      keep: true,
    }
  )
  const own = useOwnItems<ForumPost>('forumPost', 'forumId', forumId, page.reload)
  const pages = useMorePages<ForumPostView>(
    page.data ? { items: page.data.posts, next: page.data.next } : null,
    async (cursor) => {
      const answer = await fetchForumPage(forumId, cursor)
      return { items: answer.posts, next: answer.next }
    },
    'Failed to load more posts. Please try again.'
  )
  const { next, loadingMore, showMore } = pages
  const threads = mergeOwn(pages.items, own.records ?? [], (record, base) => ownPostView(record, name, base), {
    sentHere: own.sentHere,
    deletedHere: own.deletedHere,
    place: 'first',
  })
  const forum = page.data?.forum
  const setFocusId = useFocusWhenShown(threads.length)

  return (
    <Page
      title={forum?.name ?? 'Forum'}
      description={forum?.description ?? undefined}
      width="wide"
      actions={<NewPostDialog forumId={forumId} onPosted={(id) => setFocusId(`thread-${id}`)} />}
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link
          to="/community"
          className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to forums
        </Link>
        {forum && (
          <>
            <Badge variant="secondary">{categoryLabel(forum.jobCategory)}</Badge>
            <span className="text-sm text-muted-foreground">{plural(forum.postsCount, 'post')}</span>
          </>
        )}
      </div>
      <ServerDataStatus state={page} noun="posts" />
      <section aria-labelledby="threads-heading" aria-busy={page.loading} className="grid gap-3">
        <h2 id="threads-heading" className="text-xl font-semibold">
          Threads
        </h2>
        {threads.length > 0 ? (
          <ul className="grid gap-3">
            {threads.map(({ view, waiting }) => (
              <li key={view.id}>
                <ThreadCard post={view} waiting={waiting} />
              </li>
            ))}
          </ul>
        ) : page.data ? (
          <EmptyState icon={MessagesSquare} title="No posts yet" description="Be the first to start a conversation in this forum." />
        ) : (
          page.loading && <Spinner label="Loading posts..." className="justify-self-center py-6" />
        )}
        {next && (
          <Button variant="outline" className="justify-self-center" onClick={showMore} disabled={loadingMore}>
            Show more posts
          </Button>
        )}
      </section>
    </Page>
  )
}
