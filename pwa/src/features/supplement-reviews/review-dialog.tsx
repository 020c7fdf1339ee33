import { useEffect, useState, type FormEvent } from 'react'
import { isConnectionFailure } from '../../lib/api-client'
import { useFormErrors } from '../../lib/use-form-errors'
import { useOnline } from '../../lib/use-online'
import { Dialog, DialogContent } from '../../ui/dialog'
import { toast } from '../../ui/toast/use-toast'
import { postReview, reviewInputSchema } from './reviews-api'
import { toReviewInput, type ReviewFormValues } from './review-form-values'
import { ReviewForm } from './review-form'

export interface ReviewDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  supplementId: number
  supplementName: string
  /** The person already has a review of this supplement: saving replaces it. */
  editing: boolean
  values: ReviewFormValues
  onValuesChange: (values: ReviewFormValues) => void
  onSaved: () => void
}

/**
 * Writing (or rewriting) one's review. Checked with the API's own schema first; sent only with a
 * connection — without one the form says so and keeps what was typed.
 */
export function ReviewDialog({
  open,
  onOpenChange,
  supplementId,
  supplementName,
  editing,
  values,
  onValuesChange,
  onSaved,
}: ReviewDialogProps) {
  const online = useOnline()
  const { errors, check, reportFailure } = useFormErrors()
  const [saving, setSaving] = useState(false)
  // The last attempt could not reach the server (the browser may still think it is online).
  const [unreachable, setUnreachable] = useState(false)
  useEffect(() => {
    if (online) setUnreachable(false)
  }, [online])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(reviewInputSchema, toReviewInput(values))
    if (!input) return
    if (!navigator.onLine) {
      setUnreachable(true)
      return
    }
    setSaving(true)
    setUnreachable(false)
    try {
      await postReview(supplementId, input)
      toast({ title: 'Review saved', description: 'Thank you for sharing your experience.', variant: 'success' })
      onSaved()
    } catch (error) {
      if (isConnectionFailure(error)) setUnreachable(true)
      else reportFailure(error, 'Error', 'Failed to save your review. Please try again.')
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? 'Edit Your Review' : 'Write a Review'} description={`Share your experience with ${supplementName}.`}>
        <ReviewForm
          idPrefix="review"
          values={values}
          onChange={onValuesChange}
          errors={errors}
          saving={saving}
          offline={!online || unreachable}
          onSubmit={submit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
