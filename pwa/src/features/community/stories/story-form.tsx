import type { FormEvent } from 'react'
import { WifiOff } from 'lucide-react'
import { STORY_MAX, STORY_TITLE_MAX, STORY_WEEKS_MAX } from '@dosewise/sync-protocol'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { FormField } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { Textarea } from '../../../ui/textarea'
import type { StoryFormValues } from './story-form-values'
import { SupplementPicker } from './supplement-picker'
import type { SupplementChoice } from './use-supplement-choices'

export interface StoryFormProps {
  values: StoryFormValues
  onChange: (values: StoryFormValues) => void
  choices: SupplementChoice[] | undefined
  errors: Record<string, string>
  saving: boolean
  submitLabel: string
  /** Why it cannot be sent now (no connection), said above the buttons; the values stay as typed. */
  offlineMessage: string | null
  onSubmit: (event: FormEvent) => void
  onCancel: () => void
}

const number = new Intl.NumberFormat()

/** The fields of a story; the values live with the caller, so a closed form keeps what was typed. */
export function StoryForm({ values, onChange, choices, errors, saving, submitLabel, offlineMessage, onSubmit, onCancel }: StoryFormProps) {
  const set = <K extends keyof StoryFormValues>(key: K, value: StoryFormValues[K]) => onChange({ ...values, [key]: value })
  const supplementsError = Object.entries(errors).find(([field]) => field.startsWith('supplementIds'))?.[1]

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="story-title" label="Title" error={errors.title} hint={`Up to ${STORY_TITLE_MAX} characters.`} required>
        <Input
          value={values.title}
          maxLength={STORY_TITLE_MAX}
          placeholder="e.g. Sleeping through night shifts again"
          onChange={(event) => set('title', event.target.value)}
        />
      </FormField>
      <FormField
        id="story-text"
        label="Your story"
        error={errors.story}
        hint={`What changed, and what else helped. Up to ${number.format(STORY_MAX)} characters.`}
        required
      >
        <Textarea rows={6} value={values.story} maxLength={STORY_MAX} onChange={(event) => set('story', event.target.value)} />
      </FormField>
      <FormField
        id="story-duration"
        label="Duration in weeks"
        error={errors.duration}
        hint="Optional. Without it, the story says 'Recently'."
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={STORY_WEEKS_MAX}
          step={1}
          className="max-w-40"
          value={values.duration}
          onChange={(event) => set('duration', event.target.value)}
        />
      </FormField>
      <SupplementPicker
        id="story-supplements"
        choices={choices}
        value={values.supplementIds}
        onChange={(ids) => set('supplementIds', ids)}
        error={supplementsError}
      />
      <div className="grid gap-1">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <Checkbox
            checked={values.isPublic}
            onChange={(event) => set('isPublic', event.target.checked)}
            aria-describedby="story-public-hint"
          />
          Share with the community
        </label>
        <p id="story-public-hint" className="text-sm text-muted-foreground">
          Unchecked, the story is private: only you can see it.
        </p>
      </div>
      <div className="grid gap-1">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
          <Checkbox
            checked={values.isAnonymous}
            onChange={(event) => set('isAnonymous', event.target.checked)}
            aria-describedby="story-anonymous-hint"
          />
          Post anonymously
        </label>
        <p id="story-anonymous-hint" className="text-sm text-muted-foreground">
          Checked, others see 'A' instead of your first name.
        </p>
      </div>
      {offlineMessage && (
        <p role="alert" className="flex items-center gap-2 rounded-md bg-warning px-3 py-2 text-sm font-medium text-warning-foreground">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {offlineMessage}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
