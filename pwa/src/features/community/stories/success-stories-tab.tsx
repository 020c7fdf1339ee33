import { useState } from 'react'
import { Plus, Sparkles } from 'lucide-react'
import type { SuccessStory } from '@dosewise/sync-protocol'
import { isConnectionFailure } from '../../../lib/api-client'
import { failureToast } from '../../../lib/failure-toast'
import { useServerData } from '../../../lib/use-server-data'
import { Button } from '../../../ui/button'
import { EmptyState } from '../../../ui/empty-state'
import { Skeleton } from '../../../ui/skeleton'
import { Spinner } from '../../../ui/spinner'
import { toast } from '../../../ui/toast/use-toast'
import { ServerDataStatus } from '../server-data-status'
import { STORY_OFFLINE, deleteStory, fetchStories, setStoryLiked } from './stories-api'
import { StoryCard } from './story-card'
import { StoryDialog } from './story-dialog'
import { EMPTY_STORY_VALUES, storyValuesOf, type StoryFormValues } from './story-form-values'

/** Likes answered since the list was loaded, shown over it until the next load. */
interface LikeAnswers {
  list: SuccessStory[] | null
  byId: ReadonlyMap<number, SuccessStory>
}

const offlineToast = (description: string) => toast({ title: "You're offline", description, variant: 'destructive' })

/**
 * Success Stories (spec §2 Community): the public stories and the person's own, newest first,
 * read from the copy kept on this device until the server answers, offline included (ADR 0030).
 * Sharing, editing, deleting and liking need a connection and say so.
 */
export function SuccessStoriesTab() {
  const stories = useServerData('success-stories', fetchStories, 'Failed to load success stories. Please try again.', { keep: true })
  // The new story being written, kept while the dialog is closed or the network is gone.
  const [draft, setDraft] = useState<StoryFormValues>(EMPTY_STORY_VALUES)
  const [dialog, setDialog] = useState<{ open: boolean; editing: SuccessStory | null; values: StoryFormValues }>({
    open: false,
    editing: null,
    values: EMPTY_STORY_VALUES,
  })
  const [likes, setLikes] = useState<LikeAnswers>({ list: null, byId: new Map() })
  const [liking, setLiking] = useState<ReadonlySet<number>>(() => new Set())

  const answered = likes.list === stories.data ? likes.byId : null
  const list = stories.data?.map((story) => answered?.get(story.id) ?? story)

  function openNew() {
    setDialog({ open: true, editing: null, values: draft })
  }
  function openEdit(story: SuccessStory) {
    setDialog({ open: true, editing: story, values: storyValuesOf(story) })
  }
  function changeValues(values: StoryFormValues) {
    setDialog((current) => ({ ...current, values }))
    if (!dialog.editing) setDraft(values)
  }
  function saved() {
    if (!dialog.editing) setDraft(EMPTY_STORY_VALUES)
    setDialog((current) => ({ ...current, open: false }))
    stories.reload()
  }

  async function toggleLike(story: SuccessStory) {
    if (!navigator.onLine) return offlineToast(STORY_OFFLINE.like)
    setLiking((current) => new Set(current).add(story.id))
    try {
      const fresh = await setStoryLiked(story.id, !story.likedByMe)
      setLikes((current) => {
        const byId = new Map(current.list === stories.data ? current.byId : [])
        return { list: stories.data, byId: byId.set(fresh.id, fresh) }
      })
    } catch (error) {
      if (isConnectionFailure(error)) offlineToast(STORY_OFFLINE.like)
      else failureToast(error, 'Error', 'Failed to save your like. Please try again.')
    } finally {
      setLiking((current) => {
        const next = new Set(current)
        next.delete(story.id)
        return next
      })
    }
  }

  async function remove(story: SuccessStory) {
    if (!navigator.onLine) return offlineToast(STORY_OFFLINE.remove)
    try {
      await deleteStory(story.id)
      toast({ title: 'Story deleted', description: `“${story.title}” has been removed.`, variant: 'success' })
      stories.reload()
    } catch (error) {
      if (isConnectionFailure(error)) offlineToast(STORY_OFFLINE.remove)
      else failureToast(error, 'Error', 'Failed to delete your story. Please try again.')
    }
  }

  return (
    <section aria-labelledby="stories-heading" aria-busy={stories.loading} className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="stories-heading" className="text-xl font-semibold">
            Success Stories
          </h2>
          <p className="text-sm text-muted-foreground">What worked for other people, in their own words. Not medical advice.</p>
        </div>
        <Button onClick={openNew}>
          <Plus aria-hidden="true" />
          Share Your Story
        </Button>
      </div>

      <ServerDataStatus state={stories} noun="success stories" />

      {!list && stories.loading && (
        <div className="grid gap-3">
          <Spinner label="Loading success stories..." />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      )}
      {list &&
        (list.length === 0 ? (
          <EmptyState icon={Sparkles} title="No success stories yet" description="Be the first to share what worked for you.">
            <Button onClick={openNew}>Share Your Story</Button>
          </EmptyState>
        ) : (
          <ul className="grid gap-4">
            {list.map((story) => (
              <li key={story.id}>
                <StoryCard
                  story={story}
                  liking={liking.has(story.id)}
                  onToggleLike={() => void toggleLike(story)}
                  onEdit={() => openEdit(story)}
                  onDelete={() => remove(story)}
                />
              </li>
            ))}
          </ul>
        ))}

      <StoryDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        editing={dialog.editing}
        values={dialog.values}
        onValuesChange={changeValues}
        onSaved={saved}
      />
    </section>
  )
}
