import { useState } from 'react'
import { Plus } from 'lucide-react'
import { ENTITIES, type ForumPostInput } from '@dosewise/sync-protocol'
import { useLocalDb } from '../../../db/local-db-context'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogTrigger } from '../../../ui/dialog'
import { toast } from '../../../ui/toast/use-toast'
import { ForumItemForm, MARKDOWN_HINT } from './forum-item-form'
import { writePost } from './forum-writes'

const EMPTY = { title: '', content: '', isAnonymous: false }

/**
 * 'New post' and its form. The post is written on this device (offline too) and sent by sync;
 * `onPosted` gets its id, so the screen can move the focus to it in the list.
 */
export function NewPostDialog({ forumId, onPosted }: { forumId: number; onPosted: (id: string) => void }) {
  const db = useLocalDb()
  const [open, setOpen] = useState(false)
  const [posted, setPosted] = useState<string | null>(null)

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New post
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New post"
        description="Start a conversation with people in your line of work."
        onCloseAutoFocus={(event) => {
          // After posting, the focus goes to the new post in the list, not back to this button.
          if (!posted) return
          event.preventDefault()
          onPosted(posted)
          setPosted(null)
        }}
      >
        <ForumItemForm
          kind="post"
          idPrefix="new-post"
          initial={EMPTY}
          schema={ENTITIES.forumPost.fields}
          toInput={(values) => ({ forumId, ...values })}
          onSave={async (input) => {
            const id = await writePost(db, input as ForumPostInput)
            const offline = !navigator.onLine
            toast({
              title: offline ? 'Post saved' : 'Post published',
              description: offline ? "You're offline. It will be sent when you're back online." : 'Your post is now in the forum.',
              variant: 'success',
            })
            setPosted(id)
            setOpen(false)
          }}
          failure={{ title: 'Error', description: 'Failed to save your post. Please try again.' }}
          submitLabel="Post"
          clearOnSave
          onCancel={() => setOpen(false)}
          hint={MARKDOWN_HINT}
        />
      </DialogContent>
    </Dialog>
  )
}
