import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { successStoryInputSchema, type SuccessStory } from '@dosewise/sync-protocol'
import { isConnectionFailure } from '../../../lib/api-client'
import { useFormErrors } from '../../../lib/use-form-errors'
import { useOnline } from '../../../lib/use-online'
import { Dialog, DialogContent } from '../../../ui/dialog'
import { toast } from '../../../ui/toast/use-toast'
import { STORY_OFFLINE, shareStory, updateStory } from './stories-api'
import { toStoryInput, type StoryFormValues } from './story-form-values'
import { StoryForm } from './story-form'
import { useSupplementChoices } from './use-supplement-choices'

export interface StoryDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The person's story being edited; absent for a new one. */
  editing: SuccessStory | null
  values: StoryFormValues
  onValuesChange: (values: StoryFormValues) => void
  onSaved: (story: SuccessStory) => void
}

/**
 * Sharing a story, or editing one's own: checked with the API's own schema first, then sent —
 * only with a connection. Without one the form says so and keeps what was typed (the values
 * live with the caller, so they survive closing the dialog too).
 */
export function StoryDialog({ open, onOpenChange, editing, values, onValuesChange, onSaved }: StoryDialogProps) {
  const { errors, check, reportFailure } = useFormErrors()
  const [saving, setSaving] = useState(false)
  // The last attempt could not be sent: no connection (the browser may still think it has one).
  const [unsent, setUnsent] = useState(false)
  const online = useOnline()
  useEffect(() => {
    if (online) setUnsent(false)
  }, [online])
  const linked = useMemo(
    () => (editing ? editing.supplementIds.map((id, i) => ({ id, name: editing.supplementsUsed[i] ?? `Supplement ${id}` })) : []),
    [editing]
  )
  const choices = useSupplementChoices(linked)
  const offlineMessage = editing ? STORY_OFFLINE.edit : STORY_OFFLINE.share

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(successStoryInputSchema, toStoryInput(values))
    if (!input) return
    if (!navigator.onLine) {
      setUnsent(true)
      return
    }
    setSaving(true)
    setUnsent(false)
    try {
      const saved = editing ? await updateStory(editing.id, input) : await shareStory(input)
      toast(
        editing
          ? { title: 'Story updated', description: 'Your changes are saved.', variant: 'success' }
          : {
              title: 'Story shared',
              description: saved.isPublic ? 'Thank you for sharing what worked for you.' : 'Saved privately: only you can see it.',
              variant: 'success',
            }
      )
      onSaved(saved)
    } catch (error) {
      if (isConnectionFailure(error)) setUnsent(true)
      else
        reportFailure(
          error,
          'Error',
          editing ? 'Failed to save your story. Please try again.' : 'Failed to share your story. Please try again.'
        )
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? 'Edit Your Story' : 'Share Your Story'}
        description="What worked for you, in your own words. It helps people in your line of work."
      >
        <StoryForm
          values={values}
          onChange={onValuesChange}
          choices={choices}
          errors={errors}
          saving={saving}
          submitLabel={editing ? 'Save Changes' : 'Share Story'}
          offlineMessage={!online || unsent ? offlineMessage : null}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
