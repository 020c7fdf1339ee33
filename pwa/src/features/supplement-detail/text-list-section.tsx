import type { ReactNode } from 'react'

export interface TextListSectionProps {
  id: string
  title: string
  /** Said under the heading, e.g. what the list is for. */
  intro?: ReactNode
  items: readonly string[]
  /** What an empty list says. */
  empty: string
}

/** A titled list of short texts (key benefits, contraindications, potential interactions). */
export function TextListSection({ id, title, intro, items, empty }: TextListSectionProps) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid list-disc gap-1.5 pl-5">
          {items.map((item, index) => (
            <li key={`${index}-${item}`} className="break-words">
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
