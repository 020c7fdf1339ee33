import { Link } from 'react-router'
import type { PlanNote } from '@dosewise/sync-protocol'

export interface PlanNotesProps {
  id: string
  title: string
  description: string
  notes: readonly PlanNote[]
}

/** Supplements the plan speaks of without recommending them, each with the reason (issue 6). */
export function PlanNotes({ id, title, description, notes }: PlanNotesProps) {
  if (notes.length === 0) return null
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <ul className="grid gap-2">
        {notes.map((note) => (
          <li
            key={`${note.kind}-${note.supplementId}`}
            className="grid rounded-lg border bg-card px-4 pb-4 pt-1 text-sm text-card-foreground"
          >
            <Link
              to={`/supplements/${note.supplementId}`}
              className="inline-flex min-h-11 w-fit items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              {note.name}
            </Link>
            <p className="text-muted-foreground">{note.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The three kinds of note, in the order a person asks about them. */
export function PlanNoteSections({
  excluded,
  leftOut,
  covered,
}: {
  excluded: readonly PlanNote[]
  leftOut: readonly PlanNote[]
  covered: readonly PlanNote[]
}) {
  return (
    <>
      <PlanNotes
        id="excluded-title"
        title="Ruled Out for Your Safety"
        description="These fit some of your answers, but are not suggested to you for safety reasons."
        notes={excluded}
      />
      <PlanNotes
        id="left-out-title"
        title="Left Out of Your Plan"
        description="Good fits that did not make the cut, and why."
        notes={leftOut}
      />
      <PlanNotes
        id="covered-title"
        title="Already Covered"
        description="What you already take, and how it fits with your plan."
        notes={covered}
      />
    </>
  )
}
