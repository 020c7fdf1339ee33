import { classNoun, normalizeName, type Completion, type NameIndex } from '@dosewise/sync-protocol'
import { cn } from '../cn'
import type { Typeahead } from './use-typeahead'

/** 'Warfarin, anticoagulant' under 'Coumadin'; 'a class of medicines'; 'supplement'. */
function whatItIs(index: NameIndex | null, option: Completion): string {
  const same = normalizeName(option.label) === normalizeName(option.name)
  if (option.kind === 'class') return same ? 'a class of medicines' : `${option.name}, a class of medicines`
  if (option.kind === 'supplement') return same ? 'supplement' : `${option.name}, supplement`
  const firstClass = index?.classesOf.get(option.name)?.[0]
  const cls = firstClass ? classNoun(firstClass) : 'medicine'
  return same ? cls : `${option.name}, ${cls}`
}

export interface CompletionListProps {
  id: string
  index: NameIndex | null
  typeahead: Typeahead
  visible: boolean
  onChoose: (option: Completion) => void
}

/** The listbox of a medicine field's combobox; options are chosen by click or by arrows + Enter. */
export function CompletionList({ id, index, typeahead, visible, onChoose }: CompletionListProps) {
  const shown = visible && typeahead.open
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={!shown}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
    >
      {shown &&
        typeahead.options.map((option, i) => (
          <li
            key={`${option.kind}:${option.name}:${option.label}`}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === typeahead.active}
            // Keep focus in the input: a click chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => typeahead.active !== i && typeahead.setActive(i)}
            onClick={() => onChoose(option)}
            className={cn(
              'flex cursor-pointer flex-wrap items-baseline gap-x-2 rounded-sm px-2 py-2',
              i === typeahead.active && 'bg-accent text-accent-foreground'
            )}
          >
            <span className="font-medium">{option.label}</span>
            <span className={cn('text-sm', i === typeahead.active ? 'text-accent-foreground' : 'text-muted-foreground')}>
              {whatItIs(index, option)}
            </span>
          </li>
        ))}
    </ul>
  )
}
