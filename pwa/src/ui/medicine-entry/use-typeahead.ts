import { useMemo, useState, type KeyboardEvent } from 'react'
import { completeName, type Completion, type EntryField, type NameIndex } from '@dosewise/sync-protocol'

export interface Typeahead {
  options: Completion[]
  open: boolean
  active: number
  /** Handles ArrowUp/Down, Escape; returns the option Enter chose, if any. */
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => Completion | null
  close: () => void
  setActive: (index: number) => void
}

/**
 * The suggestion list under a medicine field (the ARIA combobox pattern): options for the
 * current draft from the catalogue, moved through with the arrow keys, closed with Escape.
 * Enter takes the highlighted option only after the person moved to it, so Enter on typed
 * text still means "this text".
 */
export function useTypeahead(index: NameIndex | null, draft: string, field: EntryField): Typeahead {
  const options = useMemo(() => (index ? completeName(index, draft, field) : []), [index, draft, field])
  const [dismissedFor, setDismissedFor] = useState<string | null>(null)
  const [activeFor, setActiveFor] = useState<{ draft: string; index: number }>({ draft: '', index: -1 })
  const active = activeFor.draft === draft ? activeFor.index : -1
  const open =
    options.length > 0 &&
    dismissedFor !== draft &&
    !options.some((o) => o.label.toLowerCase() === draft.trim().toLowerCase() && options.length === 1)

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): Completion | null {
    if (!open) {
      if (event.key === 'ArrowDown' && options.length) {
        event.preventDefault()
        setDismissedFor(null)
        setActiveFor({ draft, index: 0 })
      }
      return null
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      // -1 is the typed text itself; the keys cycle through it and the options.
      const next =
        event.key === 'ArrowDown' ? (active + 1 >= options.length ? -1 : active + 1) : active - 1 < -1 ? options.length - 1 : active - 1
      setActiveFor({ draft, index: next })
      return null
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      setDismissedFor(draft)
      return null
    }
    if (event.key === 'Enter' && active >= 0) return options[active] ?? null
    return null
  }

  return {
    options,
    open,
    active,
    onKeyDown,
    close: () => setDismissedFor(draft),
    setActive: (i) => setActiveFor({ draft, index: i }),
  }
}
