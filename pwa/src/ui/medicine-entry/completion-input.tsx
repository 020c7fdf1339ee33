import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import type { Completion, NameIndex } from '@dosewise/sync-protocol'
import type { FormControlProps } from '../form-field'
import { Input } from '../input'
import { CompletionList } from './completion-list'
import type { Typeahead } from './use-typeahead'

export interface CompletionInputProps {
  control: Partial<FormControlProps>
  index: NameIndex | null
  typeahead: Typeahead
  onChoose: (option: Completion) => void
  placeholder?: string
  maxLength?: number
  value: string
  onChange: (text: string) => void
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void
}

/**
 * The text box of a medicine field as an ARIA combobox, with its suggestion list shown while it
 * has focus. Leaving it changes nothing else: text becomes a chip on Enter or a comma, never on
 * blur, so nothing moves under the pointer on the way to a button.
 */
export function CompletionInput({ control, index, typeahead, onChoose, value, onChange, ...rest }: CompletionInputProps) {
  const [focused, setFocused] = useState(false)
  const listId = useId()
  const open = focused && typeahead.open
  return (
    <div className="relative">
      <Input
        {...control}
        {...rest}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && typeahead.active >= 0 ? `${listId}-${typeahead.active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <CompletionList id={listId} index={index} typeahead={typeahead} visible={focused} onChoose={onChoose} />
    </div>
  )
}
