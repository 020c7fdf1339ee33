import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import type { ZodTypeAny } from 'zod'
import { FORUM_POST_CONTENT_MAX, FORUM_REPLY_CONTENT_MAX, POST_TITLE_MAX, type ForumItemKind } from '@dosewise/sync-protocol'
import { useFormErrors } from '../../../lib/use-form-errors'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { FormField } from '../../../ui/form-field'
import { Input } from '../../../ui/input'
import { Textarea } from '../../../ui/textarea'
import { mayOffend } from './profanity'
import { ProfanityDialog } from './profanity-dialog'

export interface ForumItemValues {
  title: string
  content: string
  isAnonymous: boolean
}

export interface ForumItemFormProps {
  kind: ForumItemKind
  /** Prefix of the fields' ids (two forms can be on one screen). */
  idPrefix: string
  initial: ForumItemValues
  /** The contract's schema for what this form sends (a new post, a reply, an edit). */
  schema: ZodTypeAny
  toInput: (values: ForumItemValues) => Record<string, unknown>
  /** Writes; throws to report a failure (field errors under the fields, and `failure` as a toast). */
  onSave: (input: Record<string, unknown>) => Promise<void>
  failure: { title: string; description: string }
  submitLabel: string
  /** Emptied after a save (a new post or reply); an edit keeps its values. */
  clearOnSave?: boolean
  onCancel?: () => void
  hint?: ReactNode
}

const ANONYMOUS_LABEL: Record<ForumItemKind, string> = { post: 'Post anonymously', reply: 'Reply anonymously' }
const CONTENT_LABEL: Record<ForumItemKind, string> = { post: 'Message', reply: 'Your reply' }

/**
 * A post's or reply's fields: checked with the contract's schema (the messages under the
 * fields), then for words some readers may find offensive — asked about, never refused — then
 * written. The Markdown hint says what formatting does.
 */
export function ForumItemForm(props: ForumItemFormProps) {
  const { kind, idPrefix, initial, schema, toInput, onSave, failure, submitLabel, clearOnSave, onCancel, hint } = props
  const [values, setValues] = useState(initial)
  const [saving, setSaving] = useState(false)
  const [asking, setAsking] = useState<Record<string, unknown> | null>(null)
  const { errors, check, reportFailure } = useFormErrors()
  const contentRef = useRef<HTMLTextAreaElement>(null)
  const backToField = useRef(false)
  const set = <K extends keyof ForumItemValues>(key: K, value: ForumItemValues[K]) => setValues((current) => ({ ...current, [key]: value }))

  async function save(input: Record<string, unknown>) {
    setAsking(null)
    setSaving(true)
    try {
      await onSave(input)
      if (clearOnSave) setValues(initial)
    } catch (error) {
      reportFailure(error, failure.title, failure.description)
    } finally {
      setSaving(false)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = check(schema, toInput(values))
    if (!input) return
    const words = [typeof input.title === 'string' ? input.title : '', typeof input.content === 'string' ? input.content : '']
    if (await mayOffend(...words)) setAsking(input)
    else await save(input)
  }

  const max = kind === 'post' ? FORUM_POST_CONTENT_MAX : FORUM_REPLY_CONTENT_MAX
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {kind === 'post' && (
        <FormField id={`${idPrefix}-title`} label="Title" error={errors.title} required>
          <Input value={values.title} maxLength={POST_TITLE_MAX} onChange={(e) => set('title', e.target.value)} autoComplete="off" />
        </FormField>
      )}
      <FormField id={`${idPrefix}-content`} label={CONTENT_LABEL[kind]} error={errors.content} hint={hint} required>
        <Textarea
          ref={contentRef}
          value={values.content}
          maxLength={max}
          rows={kind === 'post' ? 6 : 4}
          onChange={(e) => set('content', e.target.value)}
        />
      </FormField>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
        <Checkbox checked={values.isAnonymous} onChange={(e) => set('isAnonymous', e.target.checked)} />
        <span>
          {ANONYMOUS_LABEL[kind]}
          <span className="block text-muted-foreground">Others see 'Anonymous' instead of your name.</span>
        </span>
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {submitLabel}
        </Button>
      </div>
      <ProfanityDialog
        open={asking !== null}
        noun={kind}
        onEdit={() => {
          backToField.current = true
          setAsking(null)
        }}
        onPostAnyway={() => asking && void save(asking)}
        onClosed={() => {
          if (backToField.current) contentRef.current?.focus()
          backToField.current = false
        }}
      />
    </form>
  )
}

/** What Markdown does, under a message field. */
export const MARKDOWN_HINT = 'You can use Markdown: **bold**, _italic_, lists and links. HTML is not shown.'
