import { useState } from 'react'
import type { ForumItemKind, ForumLikeState, ForumReportInput } from '@dosewise/sync-protocol'
import type { RecordData } from '../../../db/hooks'
import { useLocalDb } from '../../../db/local-db-context'
import { OfflineError } from '../../../lib/api-client'
import { failureToast } from '../../../lib/failure-toast'
import { toast } from '../../../ui/toast/use-toast'
import { reportItem, setLiked } from './forums-api'
import { deleteOwn, editOwn } from './forum-writes'

const NOUN: Record<ForumItemKind, { one: string; title: string }> = {
  post: { one: 'post', title: 'Post' },
  reply: { one: 'reply', title: 'Reply' },
}
const OFFLINE = new OfflineError().message

interface Liked {
  id: string
  likesCount: number
  likedByMe: boolean
}

/**
 * What a reader does with a post or a reply on the thread screen. Likes and reports are
 * online-only: offline they say so and change nothing. Edits and deletes of the person's own
 * are written on the device (sync sends them) and said so when offline.
 */
export function useItemActions(onServerChanged: () => void) {
  const db = useLocalDb()
  const [likes, setLikes] = useState<Record<string, ForumLikeState>>({})
  const [liking, setLiking] = useState<string | null>(null)
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set())

  const likeOf = (item: Liked): ForumLikeState => likes[item.id] ?? { likesCount: item.likesCount, likedByMe: item.likedByMe }

  async function toggleLike(kind: ForumItemKind, item: Liked) {
    if (liking) return
    if (!navigator.onLine) {
      toast({ title: 'Likes need a connection', description: OFFLINE, variant: 'destructive' })
      return
    }
    setLiking(item.id)
    try {
      const state = await setLiked(kind, item.id, !likeOf(item).likedByMe)
      setLikes((current) => ({ ...current, [item.id]: state }))
    } catch (error) {
      failureToast(error, 'Error', 'Failed to update your like. Please try again.')
    } finally {
      setLiking(null)
    }
  }

  /** Sends a report; throws when it could not (the dialog says so and stays open). */
  async function report(kind: ForumItemKind, id: string, input: ForumReportInput) {
    if (!navigator.onLine) throw new OfflineError()
    await reportItem(kind, id, input)
    setReported((current) => new Set([...current, id]))
    toast({ title: 'Report sent', description: 'Thank you. A moderator will take a look.', variant: 'success' })
  }

  async function edit(kind: ForumItemKind, id: string, patch: RecordData) {
    const where = await editOwn(db, kind, id, patch)
    const offline = where === 'queued' && !navigator.onLine
    toast({
      title: offline ? 'Changes saved' : `${NOUN[kind].title} updated`,
      description: offline ? "You're offline. They will be sent when you're back online." : 'Your changes have been saved.',
      variant: 'success',
    })
    if (where === 'sent') onServerChanged()
  }

  async function remove(kind: ForumItemKind, id: string): Promise<boolean> {
    try {
      const where = await deleteOwn(db, kind, id)
      toast({ title: `${NOUN[kind].title} deleted`, description: `Your ${NOUN[kind].one} has been deleted.`, variant: 'success' })
      if (where === 'sent') onServerChanged()
      return true
    } catch (error) {
      failureToast(error, 'Error', `Failed to delete your ${NOUN[kind].one}. Please try again.`)
      return false
    }
  }

  return {
    likeOf,
    isLiking: (id: string) => liking === id,
    toggleLike,
    reportedByMe: (item: { id: string; reportedByMe: boolean }) => item.reportedByMe || reported.has(item.id),
    report,
    edit,
    remove,
  }
}

export type ItemActions = ReturnType<typeof useItemActions>
