import type { FormEvent } from 'react'
import { WifiOff } from 'lucide-react'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ChoiceGroup } from '../../ui/choice-group'
import { FormField } from '../../ui/form-field'
import { Input } from '../../ui/input'
import { Textarea } from '../../ui/textarea'
import { OFFLINE_MESSAGE } from './reviews-api'
import type { ReviewFormValues } from './review-form-values'
import { StarRatingInput } from './star-rating-input'

const RECOMMEND_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

export interface ReviewFormProps {
  idPrefix: string
  values: ReviewFormValues
  onChange: (values: ReviewFormValues) => void
  errors: Record<string, string>
  saving: boolean
  /** No connection: said above the buttons; the values stay as typed. */
  offline: boolean
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
}

/** The fields of a review; the values live with the caller so a closed form keeps its draft. */
export function ReviewForm({ idPrefix, values, onChange, errors, saving, offline, onSubmit, onCancel }: ReviewFormProps) {
  const set = <K extends keyof ReviewFormValues>(key: K, value: ReviewFormValues[K]) => onChange({ ...values, [key]: value })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <StarRatingInput
        id={`${idPrefix}-rating`}
        legend="Rating"
        value={values.rating}
        onChange={(value) => set('rating', value)}
        error={errors.rating}
        required
      />
      <StarRatingInput
        id={`${idPrefix}-effectiveness`}
        legend="Effectiveness"
        value={values.effectiveness}
        onChange={(value) => set('effectiveness', value)}
        error={errors.effectiveness}
        clearable
      />
      <FormField id={`${idPrefix}-side-effects`} label="Side Effects" error={errors.sideEffects}>
        <Textarea
          placeholder="Anything unpleasant you noticed?"
          value={values.sideEffects}
          onChange={(event) => set('sideEffects', event.target.value)}
        />
      </FormField>
      <FormField id={`${idPrefix}-benefits`} label="Benefits Noticed" error={errors.benefits}>
        <Textarea placeholder="What changed for you?" value={values.benefits} onChange={(event) => set('benefits', event.target.value)} />
      </FormField>
      <FormField id={`${idPrefix}-duration`} label="Days Taken" error={errors.duration}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="max-w-40"
          value={values.duration}
          onChange={(event) => set('duration', event.target.value)}
        />
      </FormField>
      <ChoiceGroup
        id={`${idPrefix}-would-recommend`}
        legend="Would you recommend it?"
        options={RECOMMEND_OPTIONS}
        value={values.wouldRecommend}
        onChange={(value) => set('wouldRecommend', value)}
        error={errors.wouldRecommend}
      />
      <div className="grid gap-1">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <Checkbox
            checked={values.isAnonymous}
            onChange={(event) => set('isAnonymous', event.target.checked)}
            aria-describedby={`${idPrefix}-anonymous-hint`}
          />
          Post anonymously
        </label>
        <p id={`${idPrefix}-anonymous-hint`} className="text-sm text-muted-foreground">
          Unchecked, your first name is shown with the review.
        </p>
      </div>
      {offline && (
        <p role="alert" className="flex items-center gap-2 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground">
          <WifiOff aria-hidden="true" className="size-4" />
          {OFFLINE_MESSAGE}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Submit Review'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
