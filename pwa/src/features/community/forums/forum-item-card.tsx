import { useState } from 'react'
import { Flag, Pencil, Trash2 } from 'lucide-react'
import { ENTITIES, type ForumItemKind, type ForumPostView, type ForumReplyView } from '@dosewise/sync-protocol'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { Dialog, DialogContent } from '../../../ui/dialog'
import { toast } from '../../../ui/toast/use-toast'
import { ForumItemForm, MARKDOWN_HINT, type ForumItemValues } from './forum-item-form'
import { ItemMeta } from './item-meta'
import { LikeButton } from './like-button'
import { MarkdownText } from './markdown-text'
import { ReportDialog } from './report-dialog'
import type { ItemActions } from './use-item-actions'

export interface ForumItemCardProps {
  kind: ForumItemKind
  item: ForumPostView | ForumReplyView
  waiting: boolean
  actions: ItemActions
  /** The element's id (focus goes to it after the person's reply is posted). */
  id?: string
  /** After the item is deleted (focus moves on, a deleted post leaves its thread). */
  onDeleted: () => void
}

const ENTITY = { post: 'forumPost', reply: 'forumReply' } as const

/**
 * A post's text or a reply, as a reader sees it: who and when, the text as Markdown, its likes,
 * and what the reader may do — edit or delete their own (delete asks first), report another's.
 * An item still waiting to send can be edited or deleted but not liked or reported.
 */
export function ForumItemCard({ kind, item, waiting, actions, id, onDeleted }: ForumItemCardProps) {
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [reporting, setReporting] = useState(false)
  const like = actions.likeOf(item)
  const reported = actions.reportedByMe(item)
  const title = 'title' in item ? item.title : ''
  const initial: ForumItemValues = { title, content: item.content, isAnonymous: item.isAnonymous }
  const patchSchema = ENTITIES[ENTITY[kind]].fields.partial()

  return (
    <article
      id={id}
      tabIndex={id ? -1 : undefined}
      aria-label={kind === 'reply' ? `Reply by ${item.author}` : undefined}
      className={cn('grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm sm:p-5', waiting && 'border-dashed')}
    >
      <ItemMeta
        author={item.author}
        mine={item.mine}
        createdAt={item.createdAt}
        updatedAt={item.updatedAt}
        waiting={waiting}
        hidden={item.hidden}
      />
      <MarkdownText text={item.content} />
      <footer className="flex flex-wrap items-center gap-1">
        {!waiting && (
          <LikeButton
            liked={like.likedByMe}
            count={like.likesCount}
            busy={actions.isLiking(item.id)}
            onToggle={() => void actions.toggleLike(kind, item)}
          />
        )}
        {item.mine ? (
          <>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </>
        ) : (
          !waiting && (
            <Button
              variant="ghost"
              aria-disabled={reported || undefined}
              onClick={() =>
                reported ? toast({ title: 'Already reported', description: 'You have already reported this.' }) : setReporting(true)
              }
            >
              <Flag aria-hidden="true" />
              {reported ? 'Reported' : 'Report'}
            </Button>
          )
        )}
      </footer>

      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent title={kind === 'post' ? 'Edit your post' : 'Edit your reply'}>
          <ForumItemForm
            kind={kind}
            idPrefix={`edit-${item.id}`}
            initial={initial}
            schema={patchSchema}
            toInput={(values) => (kind === 'post' ? { ...values } : { content: values.content, isAnonymous: values.isAnonymous })}
            onSave={async (input) => {
              // Only what changed travels (an unchanged field never conflicts with another device's edit).
              const changed = Object.fromEntries(
                Object.entries(input).filter(([field, value]) => value !== initial[field as keyof ForumItemValues])
              )
              if (Object.keys(changed).length > 0) await actions.edit(kind, item.id, changed)
              setEditing(false)
            }}
            failure={{ title: 'Error', description: `Failed to save your ${kind}. Please try again.` }}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            hint={MARKDOWN_HINT}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={kind === 'post' ? 'Delete this post?' : 'Delete this reply?'}
        description={
          kind === 'post' ? 'The post and its thread will no longer be shown to anyone.' : 'The reply will no longer be shown to anyone.'
        }
        confirmLabel="Delete"
        onConfirm={async () => {
          if (await actions.remove(kind, item.id)) onDeleted()
        }}
      />
      <ReportDialog kind={kind} open={reporting} onOpenChange={setReporting} onReport={(input) => actions.report(kind, item.id, input)} />
    </article>
  )
}
