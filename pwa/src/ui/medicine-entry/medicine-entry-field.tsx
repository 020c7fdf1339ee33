/**
 * Structured medicine entry (the wizard's medications and supplements, a prescription's name,
 * the checker's two sides): type-ahead over the local catalogue, and each entry shown as a chip
 * saying what it resolved to ("coumadin → warfarin, anticoagulant") or that it was not
 * recognised, with "Did you mean …". A whole list typed or pasted in one go is split into
 * entries. The value stays plain text (entries joined by ", "), so what is stored and synced
 * does not change; the reading is sync-protocol's `parseEntry`, the same the engine and the
 * safety view use.
 *
 * Without the reference snapshot (`index` null) the field still takes text; it just cannot
 * say what the text means yet.
 */
import { useMemo, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { X } from 'lucide-react'
import { parseEntry, type Completion, type EntryField, type NameIndex } from '@dosewise/sync-protocol'
import { cn } from '../cn'
import type { FormControlProps } from '../form-field'
import { EntryResolution } from './entry-resolution'
import { entriesOf, joinEntries, replaceWords } from './entry-text'
import { CompletionInput } from './completion-input'
import { useTypeahead } from './use-typeahead'

export interface MedicineEntryFieldProps extends Partial<FormControlProps> {
  index: NameIndex | null
  field: EntryField
  value: string
  onValueChange: (value: string) => void
  /** Several entries as chips (default), or one name with its reading underneath. */
  multiple?: boolean
  placeholder?: string
  /** Enter in the field, after the typed text was taken: e.g. the checker runs its check. */
  onEnter?: (value: string) => void
  maxLength?: number
  /** What the chip list is called for assistive technology: 'Medications entered'. */
  listLabel?: string
}

const SEPARATOR = /[,;\n]/

export function MedicineEntryField(props: MedicineEntryFieldProps) {
  return props.multiple === false ? <SingleEntry {...props} /> : <ChipEntry {...props} />
}

function controlProps(props: MedicineEntryFieldProps): Partial<FormControlProps> {
  return {
    id: props.id,
    'aria-invalid': props['aria-invalid'],
    'aria-describedby': props['aria-describedby'],
    'aria-required': props['aria-required'],
  }
}

function ChipEntry(props: MedicineEntryFieldProps) {
  const { index, field, value, onValueChange, onEnter } = props
  const [chips, setChips] = useState(() => entriesOf(value))
  const [draft, setDraft] = useState('')
  const [seen, setSeen] = useState(value)
  const typeahead = useTypeahead(index, draft, field)

  // A value set from outside (a restored draft, a reset) replaces what the field shows.
  if (value !== seen) {
    setSeen(value)
    setChips(entriesOf(value))
    setDraft('')
  }

  function update(nextChips: string[], nextDraft: string): string {
    const next = joinEntries([...nextChips, nextDraft])
    setChips(nextChips)
    setDraft(nextDraft)
    setSeen(next)
    if (next !== value) onValueChange(next)
    return next
  }

  const commit = (text = draft) => update([...chips, ...entriesOf(text)], '')

  function onChange(text: string) {
    if (!SEPARATOR.test(text)) {
      update(chips, text)
      return
    }
    const parts = text.split(SEPARATOR)
    const rest = parts.pop() ?? ''
    update([...chips, ...entriesOf(parts.join('\n'))], rest.trimStart())
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text')
    if (!/[\n,;]/.test(text)) return
    event.preventDefault()
    commit(`${draft} ${text}`)
  }

  function choose(option: Completion) {
    const next = commit(option.label)
    typeahead.close()
    return next
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosen = typeahead.onKeyDown(event)
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    event.preventDefault()
    const next = chosen ? choose(chosen) : commit()
    onEnter?.(next)
  }

  const parsed = useMemo(() => (index ? chips.map((chip) => parseEntry(index, chip, field)) : null), [index, chips, field])

  return (
    <div className="grid gap-2">
      {chips.length > 0 && (
        <ul aria-label={props.listLabel ?? 'Entered'} aria-live="polite" className="grid gap-2">
          {chips.map((chip, i) => {
            const reading = parsed?.[i]
            const doubtful = reading && (reading.status === 'unrecognised' || reading.status === 'partial')
            return (
              <li
                key={`${i}:${chip}`}
                className={cn('grid gap-1 rounded-md border bg-card p-2', doubtful ? 'border-warning' : 'border-border')}
              >
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 font-medium break-words">{chip}</span>
                  <button
                    type="button"
                    aria-label={`Remove ${chip}`}
                    className="-m-1 grid size-8 shrink-0 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
                    onClick={() =>
                      update(
                        chips.filter((_, j) => j !== i),
                        draft
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {reading && (
                  <EntryResolution
                    parsed={reading}
                    onChoose={(words, spelling) =>
                      update(
                        chips.map((c, j) => (j === i ? replaceWords(c, words, spelling) : c)),
                        draft
                      )
                    }
                  />
                )}
              </li>
            )
          })}
        </ul>
      )}
      <CompletionInput
        control={controlProps(props)}
        index={index}
        typeahead={typeahead}
        onChoose={choose}
        placeholder={chips.length ? 'Add another…' : props.placeholder}
        maxLength={props.maxLength}
        value={draft}
        onChange={onChange}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
      />
    </div>
  )
}

function SingleEntry(props: MedicineEntryFieldProps) {
  const { index, field, value, onValueChange, onEnter } = props
  const typeahead = useTypeahead(index, value, field)
  // Read as it is typed, so the layout settles before the person moves to a button.
  const reading = useMemo(() => (index && value.trim() ? parseEntry(index, value, field) : null), [index, value, field])

  function choose(option: Completion) {
    onValueChange(option.label)
    typeahead.close()
    return option.label
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const chosen = typeahead.onKeyDown(event)
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return
    if (chosen) {
      event.preventDefault()
      onEnter?.(choose(chosen))
    } else if (onEnter) {
      event.preventDefault()
      onEnter(value)
    }
  }

  return (
    <div className="grid gap-2">
      <CompletionInput
        control={controlProps(props)}
        index={index}
        typeahead={typeahead}
        onChoose={choose}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={value}
        onChange={onValueChange}
        onKeyDown={onKeyDown}
      />
      {reading && (
        <div
          aria-live="polite"
          className={cn(
            'rounded-md border bg-card p-2',
            reading.status === 'recognised' || reading.status === 'none' ? 'border-border' : 'border-warning'
          )}
        >
          <EntryResolution parsed={reading} onChoose={(words, spelling) => onValueChange(replaceWords(value, words, spelling))} />
        </div>
      )}
    </div>
  )
}
