import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { ENTITIES, type ForumPost, type ForumReply, type ForumReplyInput, type ForumReplyView } from '@dosewise/sync-protocol'
import { useAttentionItems } from '../../../db/hooks'
import { useLocalDb } from '../../../db/local-db-context'
import { plural } from '../../../lib/plural'
import { useSession } from '../../../lib/session'
import { useServerData } from '../../../lib/use-server-data'
import { Button } from '../../../ui/button'
import { Page } from '../../../ui/page'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast/use-toast'
import { ServerDataStatus } from '../server-data-status'
import { displayName } from './forum-format'
import { ForumItemCard } from './forum-item-card'
import { ForumItemForm, MARKDOWN_HINT } from './forum-item-form'
import { writeReply } from './forum-writes'
import { fetchReplies, fetchThread, threadKey } from './forums-api'
import { mergeOwn, ownPostView, ownReplyView } from './own-items'
import { RefusedItems } from './refused-items'
import { useItemActions } from './use-item-actions'
import { useOwnItems } from './use-own-items'
import { useFocusWhenShown, useMorePages } from './use-more-pages'

const EMPTY_REPLY = { title: '', content: '', isAnonymous: false }

/**
 * A thread (/community/posts/:postId, ADR 0031): the post and its replies, oldest first, more on
 * request; the reply form. Read from the copy kept on this device when offline; the person's own
 * replies written offline show as 'Waiting to send' until the server accepts them, or with its
 * reason if it refuses.
 */
export default function ThreadPage() {
  const { postId = '' } = useParams()
  const db = useLocalDb()
  const navigate = useNavigate()
  const name = displayName(useSession().user)
  const thread = useServerData(
    threadKey(postId),
    (signal) => fetchThread(postId, signal),
    'Failed to load this thread. Please try again.',
    {
      keep: true,
    }
  )
  const ownPost = useOwnItems<ForumPost>('forumPost', 'id', postId, thread.reload)
  const ownReplies = useOwnItems<ForumReply>('forumReply', 'postId', postId, thread.reload)
  const actions = useItemActions(thread.reload)
  const attention = useAttentionItems()
  const pages = useMorePages<ForumReplyView>(
    thread.data ? { items: thread.data.replies, next: thread.data.next } : null,
    async (cursor) => {
      const page = await fetchReplies(postId, cursor)
      return { items: page.replies, next: page.next }
    },
    'Failed to load more replies. Please try again.'
  )
  const { next, loadingMore, showMore } = pages

  const [shown] = mergeOwn(
    thread.data ? [thread.data.post] : [],
    ownPost.records ?? [],
    (record, base) => ownPostView(record, name, base),
    {
      sentHere: ownPost.sentHere,
      deletedHere: ownPost.deletedHere,
      place: 'first',
    }
  )
  const replies = mergeOwn(pages.items, ownReplies.records ?? [], (record, base) => ownReplyView(record, name, base), {
    sentHere: ownReplies.sentHere,
    deletedHere: ownReplies.deletedHere,
    place: 'last',
  })
  const setFocusId = useFocusWhenShown(replies.length)
  const refused = (attention ?? []).filter(
    (item) =>
      item.op === 'create' &&
      (item.entity === 'forumReply' ? item.localData?.postId === postId : item.entity === 'forumPost' && item.entityId === postId)
  )

  if (!shown) {
    return (
      <Page title="Thread" description={<BackToForums />}>
        <ServerDataStatus state={thread} noun="thread" />
        {thread.loading || ownPost.records === undefined ? (
          <Spinner label="Loading thread..." className="justify-self-center py-6" />
        ) : (
          !thread.offline && <p>This post does not exist, or is no longer available.</p>
        )}
        <RefusedItems items={refused} />
      </Page>
    )
  }

  const post = shown.view
  const forum = thread.data?.forum
  const repliesCount = replies.filter((r) => !r.waiting).length
  return (
    <Page
      title={post.title}
      description={
        <Link
          to={`/community/forums/${post.forumId}`}
          className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-2 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {forum ? `Back to ${forum.name}` : 'Back to the forum'}
        </Link>
      }
    >
      {/* A post still waiting to send is not on the server yet: its 404 is no news. */}
      {!(shown.waiting && !thread.data && !thread.offline) && <ServerDataStatus state={thread} noun="thread" />}
      <ForumItemCard
        kind="post"
        item={post}
        waiting={shown.waiting}
        actions={actions}
        onDeleted={() => {
          ownPost.noteDeleted(post.id)
          navigate(`/community/forums/${post.forumId}`)
        }}
      />
      <RefusedItems items={refused} />
      <section aria-labelledby="replies-heading" className="grid gap-3">
        <h2 id="replies-heading" tabIndex={-1} className="text-xl font-semibold">
          {plural(Math.max(repliesCount, thread.data?.post.repliesCount ?? 0), 'reply', 'replies')}
        </h2>
        {replies.length === 0 ? (
          <p className="text-muted-foreground">No replies yet. Be the first to reply.</p>
        ) : (
          <ol className="grid gap-3">
            {replies.map(({ view, waiting }) => (
              <li key={view.id}>
                <ForumItemCard
                  kind="reply"
                  id={`reply-${view.id}`}
                  item={view}
                  waiting={waiting}
                  actions={actions}
                  onDeleted={() => {
                    ownReplies.noteDeleted(view.id)
                    setFocusId('replies-heading')
                  }}
                />
              </li>
            ))}
          </ol>
        )}
        {next && (
          <Button variant="outline" className="justify-self-center" onClick={showMore} disabled={loadingMore}>
            Show more replies
          </Button>
        )}
      </section>
      <section aria-labelledby="reply-form-heading" className="grid gap-3">
        <h2 id="reply-form-heading" className="text-xl font-semibold">
          Write a reply
        </h2>
        {post.hidden ? (
          <p className="text-muted-foreground">Replies are closed while a moderator reviews this post.</p>
        ) : (
          <ForumItemForm
            kind="reply"
            idPrefix="new-reply"
            initial={EMPTY_REPLY}
            schema={ENTITIES.forumReply.fields}
            toInput={(values) => ({ postId, content: values.content, isAnonymous: values.isAnonymous })}
            onSave={async (input) => {
              const id = await writeReply(db, input as ForumReplyInput)
              const offline = !navigator.onLine
              toast({
                title: offline ? 'Reply saved' : 'Reply posted',
                description: offline
                  ? "You're offline. It will be sent when you're back online."
                  : 'Your reply has been added to the thread.',
                variant: 'success',
              })
              setFocusId(`reply-${id}`)
            }}
            failure={{ title: 'Error', description: 'Failed to save your reply. Please try again.' }}
            submitLabel="Reply"
            clearOnSave
            hint={MARKDOWN_HINT}
          />
        )}
      </section>
    </Page>
  )
}

function BackToForums() {
  return (
    <Link to="/community" className="inline-flex min-h-11 items-center gap-1 font-medium text-primary underline-offset-2 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to forums
    </Link>
  )
}
