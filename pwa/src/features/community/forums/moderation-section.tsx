import { useState } from 'react'
import { Link } from 'react-router'
import { ShieldCheck } from 'lucide-react'
import { FORUM_REPORT_REASON_LABELS, type ModerationDecision, type ModerationItem } from '@dosewise/sync-protocol'
import { failureToast } from '../../../lib/failure-toast'
import { plural } from '../../../lib/plural'
import { useServerData } from '../../../lib/use-server-data'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast/use-toast'
import { ServerDataStatus } from '../server-data-status'
import { excerpt } from './forum-format'
import { decideReported, fetchModeration } from './forums-api'

/**
 * For moderators (role 'admin') only: the posts and replies people reported, most pressing first,
 * each kept (its reports closed, shown again) or removed (gone for everyone; asked first). It
 * lists nothing until opened, and needs a connection. The full admin area is a later issue.
 */
export function ModerationSection() {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="moderation-heading" className="grid gap-3 rounded-lg border p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="moderation-heading" className="inline-flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck aria-hidden="true" className="size-5" />
          Moderation
        </h2>
        <Button variant="outline" aria-expanded={open} aria-controls="moderation-list" onClick={() => setOpen((value) => !value)}>
          {open ? 'Hide reports' : 'Review reports'}
        </Button>
      </div>
      {open && <ModerationList />}
    </section>
  )
}

function ModerationList() {
  const list = useServerData('moderation', fetchModeration, 'Failed to load the reports. Please try again.')
  const [removing, setRemoving] = useState<ModerationItem | null>(null)

  async function decide(item: ModerationItem, decision: ModerationDecision) {
    try {
      await decideReported(item.kind, item.id, decision)
      const noun = item.kind === 'post' ? 'Post' : 'Reply'
      toast({
        title: decision === 'keep' ? `${noun} kept` : `${noun} removed`,
        description: decision === 'keep' ? 'Its reports are closed and everyone can read it again.' : 'It is no longer shown to anyone.',
        variant: 'success',
      })
      list.reload()
      document.getElementById('moderation-heading')?.focus()
    } catch (error) {
      failureToast(error, 'Error', 'Failed to save your decision. Please try again.')
    }
  }

  return (
    <div id="moderation-list" className="grid gap-3">
      <ServerDataStatus state={list} noun="reports" />
      {list.data === null ? (
        list.loading && <Spinner label="Loading reports..." className="justify-self-center py-4" />
      ) : list.data.items.length === 0 ? (
        <p className="text-muted-foreground">Nothing is reported right now.</p>
      ) : (
        <ul className="grid gap-3">
          {list.data.items.map((item) => (
            <li key={`${item.kind}:${item.id}`} className="grid gap-2 rounded-md border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline">{item.kind === 'post' ? 'Post' : 'Reply'}</Badge>
                {item.hidden && <Badge variant="warning">Hidden</Badge>}
                <span className="font-medium">{plural(item.reportsCount, 'report')}</span>
                <span className="text-muted-foreground">
                  in {item.forumName}, by {item.author}
                </span>
              </div>
              <Link to={`/community/posts/${item.postId}`} className="font-semibold break-words underline-offset-2 hover:underline">
                {item.title}
              </Link>
              <p className="break-words">{excerpt(item.content, 300)}</p>
              <p className="text-muted-foreground">
                {item.reports.map((r) => `${FORUM_REPORT_REASON_LABELS[r.reason]} (${r.count})`).join(', ')}
              </p>
              {item.details.length > 0 && (
                <ul className="grid gap-1 text-muted-foreground">
                  {item.details.map((detail, index) => (
                    <li key={index}>“{detail}”</li>
                  ))}
                </ul>
              )}
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" onClick={() => void decide(item, 'keep')}>
                  Keep
                </Button>
                <Button variant="destructive" onClick={() => setRemoving(item)}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing?.kind === 'reply' ? 'Remove this reply?' : 'Remove this post?'}
        description="It will no longer be shown to anyone, its author included."
        confirmLabel="Remove"
        onConfirm={() => (removing ? decide(removing, 'remove') : undefined)}
      />
    </div>
  )
}
